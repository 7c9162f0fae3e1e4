import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './routes/route-error-page';

interface Props {
  /** The address shown: a new one clears the error, so the user can navigate away from a broken page. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The address the error happened at. */
  failedAt: string | null;
}

/**
 * Catches a page that throws while rendering, or whose code failed to load, and shows the error page in its
 * place (React's error boundaries are class components). The layout puts one around the page, so the header
 * and footer stay; the route table puts one around the layout, for when the frame itself fails.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('A page failed without saying why.') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  /** Forgets the error and renders the page again (the connection came back: RouteErrorPage). */
  private readonly recover = () => this.setState({ error: null, failedAt: null });

  override render() {
    return this.state.error !== null ? (
      <RouteErrorPage error={this.state.error} onRecover={this.recover} />
    ) : (
      this.props.children
    );
  }
}
