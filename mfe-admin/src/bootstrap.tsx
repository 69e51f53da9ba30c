import './styles.css';
import { renderStandalone } from '@chefs/api-client';
import AdminRoutes from './routes/AdminRoutes';

renderStandalone('admin', <AdminRoutes />);
