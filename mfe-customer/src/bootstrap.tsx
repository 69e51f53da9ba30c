import './styles.css';
import { renderStandalone } from '@chefs/api-client/standalone';
import CustomerRoutes from './routes/CustomerRoutes';

renderStandalone('customer', <CustomerRoutes />);
