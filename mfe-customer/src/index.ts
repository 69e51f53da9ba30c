// Standalone entry (`npx rspack serve`): async boundary so shared singletons resolve first.
import('./bootstrap').catch((error: unknown) => {
  console.error('The customer portal failed to start', error);
});
