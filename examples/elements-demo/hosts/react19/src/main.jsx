// A React 19 app with the React components from @marginalia/react (on the app's own React) beside the
// elements (which carry their own copy): no "multiple React" trouble either way.
import { useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, createMarginalia, MarginaliaProvider, SignIn } from '@marginalia/react';
import '@marginalia/elements/marginalia-elements.js';

const params = new URLSearchParams(location.search);
const sdk = createMarginalia({ baseUrl: params.get('api') ?? '/api' });
const i18n = createI18n({ lng: 'en' });

function App() {
  const [clicks, setClicks] = useState(0);
  const [events, setEvents] = useState([]);
  const record = (event) => setEvents((list) => [...list, event.type]);
  return (
    <main>
      <h1>React 19 host</h1>
      <button onClick={() => setClicks((n) => n + 1)}>Host clicks: {clicks}</button>
      <p data-testid="host-react">{`React ${version}`}</p>
      <output data-testid="host-events">{events.join(',')}</output>
      <section aria-label="Host sign-in">
        <MarginaliaProvider sdk={sdk} i18n={i18n} navigation={{ navigate: () => {}, href: (to) => to }}>
          <SignIn />
        </MarginaliaProvider>
      </section>
      {/* React 19 sets properties and listens to custom events on custom elements. */}
      <mg-annotation-view
        base-url={params.get('api')}
        api-key={params.get('key')}
        dataset-id={params.get('dataset')}
        onmg-ready={record}
        style={{ display: 'block', height: '640px' }}
      ></mg-annotation-view>
    </main>
  );
}

createRoot(document.getElementById('app')).render(<App />);
