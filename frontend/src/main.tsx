import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';

// The first render is a transition, so React renders it in slices and a phone's main thread stays free for taps
// (one long task of the whole page otherwise).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
