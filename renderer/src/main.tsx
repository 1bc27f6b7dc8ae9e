import 'mana-font/css/mana.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLaunchToken } from './api/client.ts';
import { App } from './App.tsx';
import './i18n/index.ts';

captureLaunchToken();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
