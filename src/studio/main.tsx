import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';
import './studio.css';

// A saved page file makes the dev server reload every open page. The studio keeps its unsaved
// state instead: it names a page that is not this one (so Vite's client skips the reload) and
// tells the editor, which checks whether its file changed on disk.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/__studio-keeps-its-state.html';
  window.dispatchEvent(new Event('studio:files-changed'));
});

const root = document.getElementById('studio-root');
if (root) createRoot(root).render(<StudioApp />);
