import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ChefRoutes from './routes/ChefRoutes';
import { StandaloneApp } from './standalone/StandaloneApp';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Standalone, the whole page (Radix portals included) is this remote's styling scope.
document.body.dataset.remote = 'chef';
createRoot(container).render(
  <StrictMode>
    <StandaloneApp>
      <ChefRoutes />
    </StandaloneApp>
  </StrictMode>,
);
