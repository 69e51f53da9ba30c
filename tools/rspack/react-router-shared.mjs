// What the web projects use of react-router, shared as the `react-router` singleton
// (tools/rspack/web.config.mjs). Module Federation shares a module whole, so sharing
// react-router itself sent its data routers, server rendering and RSC code to every page
// (50 KiB brotli); these re-exports let the build drop what nobody imports (issue 11).
// tools/test/react-router-shared.test.mjs fails when a project imports a name missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavigationType,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
