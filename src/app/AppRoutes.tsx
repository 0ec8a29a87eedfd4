import { Component, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import ErrorPage from '../views/status/ErrorPage';
import { routes, type PageHandle } from './routes';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The page the error happened on: moving to another page clears it. */
  pathname: string;
}

/** A page that throws while rendering, or whose chunk fails to load, shows the error page until the visitor moves on. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/** The app's routes (src/app/routes.tsx) for the current location, inside any router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Every page chunk the address needs starts downloading now, side by side (each download is started once).
  useMemo(() => matchRoutes(routes, pathname)?.forEach(({ route }) => void (route.handle as PageHandle | undefined)?.preload().catch(() => {})), [pathname]);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
