import './styles.css';
import { renderStandalone } from '@chefs/api-client';
import ChefRoutes from './routes/ChefRoutes';

renderStandalone('chef', <ChefRoutes />);
