import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function App() {
  return (
    <main className="min-h-screen grid place-items-center bg-rose-50 text-slate-900">
      <div className="text-center">
        <h1 className="text-4xl font-bold">Presently</h1>
        <p className="mt-2 text-slate-600">Your AI gift concierge.</p>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
