import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOfflineSupport } from './lib/offline/offline-support';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

startOfflineSupport();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
