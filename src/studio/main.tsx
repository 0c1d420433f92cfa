import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';
import './studio.css';

const root = document.getElementById('studio-root');
if (root) createRoot(root).render(<StudioApp />);
