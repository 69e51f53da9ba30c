import './styles.css';
import { renderStandalone } from '@chefs/api-client/standalone';
import ChefRoutes from './routes/ChefRoutes';

renderStandalone('chef', <ChefRoutes />);
