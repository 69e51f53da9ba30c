// Async boundary: lets Module Federation negotiate the shared singletons (react,
// react-dom, the router, the query cache, @chefs/ui, @chefs/api-client) before any of
// them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('The app failed to start', error);
});
