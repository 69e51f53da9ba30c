import './styles.css';
import { renderStandalone } from '@chefs/api-client/standalone';
import PublicRoutes from './routes/PublicRoutes';

renderStandalone('public', <PublicRoutes />);
