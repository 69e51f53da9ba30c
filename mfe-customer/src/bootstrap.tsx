import './styles.css';
import { renderStandalone } from '@chefs/api-client';
import CustomerRoutes from './routes/CustomerRoutes';

renderStandalone('customer', <CustomerRoutes />);
