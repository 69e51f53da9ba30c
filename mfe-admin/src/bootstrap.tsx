import './styles.css';
import { renderStandalone } from '@chefs/api-client/standalone';
import AdminRoutes from './routes/AdminRoutes';

renderStandalone('admin', <AdminRoutes />);
