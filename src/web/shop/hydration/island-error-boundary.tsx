import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "#web/lib/report-error.ts";

interface State {
  failed: boolean;
}

/**
 * Around each hydrated island (hydrate-islands.ts): an island that throws shows a short message
 * in its place and is reported; the page's other islands and its plain HTML keep working.
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <span role="alert" className="text-muted text-sm">
        Esta parte da página não carregou. Recarregue a página para tentar de novo.
      </span>
    );
  }
}
