import './styles.css';
import { renderStandalone } from '@chefs/api-client';
import PublicRoutes from './routes/PublicRoutes';

renderStandalone('public', <PublicRoutes />);
