// Exposed as "public/routes": the component rendering this portal's routes, with its CSS.
import '../styles.css';

export { default } from '../routes/PublicRoutes';
