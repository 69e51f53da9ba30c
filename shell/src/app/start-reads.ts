// What the app's start needs of the query cache, as a module of the shell: bootstrap.tsx imports
// it on its own (evaluating the query library in a task of its own), and a workspace library
// itself is only ever imported statically (@nx/enforce-module-boundaries).
export { authUserQuery, createQueryClient, seedPageReads } from '@chefs/api-client';
