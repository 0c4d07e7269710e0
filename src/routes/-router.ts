import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { ErrorScreen } from '../ui/ErrorScreen';
import { NotFound } from '../ui/NotFound';

/** One place for router options, shared by start-app.tsx and the route tests (which pass a memory history). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // Inside the shell a failing page keeps the header, so the user can still navigate or log out.
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFound,
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
