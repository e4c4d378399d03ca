// A React 18 app that embeds the elements, which carry their own React 19: the two never meet.
import { useEffect, useRef, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import '@marginalia/elements/mg-progress.js';
import '@marginalia/elements/mg-annotation-view.js';

const params = new URLSearchParams(location.search);

function App() {
  const [clicks, setClicks] = useState(0);
  const [events, setEvents] = useState([]);
  const view = useRef(null);
  useEffect(() => {
    // React 18 passes attributes only: events and rich properties go through a ref.
    const element = view.current;
    const record = (event) => setEvents((list) => [...list, event.type]);
    element.addEventListener('mg-ready', record);
    return () => element.removeEventListener('mg-ready', record);
  }, []);
  return (
    <main>
      <h1>React 18 host</h1>
      <button onClick={() => setClicks((n) => n + 1)}>Host clicks: {clicks}</button>
      <p data-testid="host-react">{`React ${version}`}</p>
      <output data-testid="host-events">{events.join(',')}</output>
      <mg-progress base-url={params.get('api')} api-key={params.get('key')} dataset-id={params.get('dataset')}></mg-progress>
      <mg-annotation-view
        ref={view}
        base-url={params.get('api')}
        api-key={params.get('key')}
        dataset-id={params.get('dataset')}
        style={{ display: 'block', height: '640px' }}
      ></mg-annotation-view>
    </main>
  );
}

createRoot(document.getElementById('app')).render(<App />);
