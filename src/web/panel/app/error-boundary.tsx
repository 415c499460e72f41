import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { buttonVariants } from "#web/components/ui/button.tsx";

/** What the browsers say when a chunk of code did not arrive (Chromium, Firefox, Safari). */
const CODE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

interface BoundaryProps {
  children: ReactNode;
  /** Loads what failed again (a page's code) before drawing the children again. */
  retry?: (() => Promise<void>) | undefined;
  /** Told when an error is shown (lazy-page.ts then loads afresh the next time). */
  onCaught?: (() => void) | undefined;
  /** A new value (the user went elsewhere) clears an error shown before it. */
  resetKey?: string;
  /** The page is all there is (no layout around it): it brings its own <main>. */
  standalone?: boolean;
}

interface BoundaryState {
  error: { value: unknown } | null;
  retrying: boolean;
  /** The last "Tentar de novo" failed too. */
  stillFailing: boolean;
}

const CLEAR: BoundaryState = { error: null, retrying: false, stillFailing: false };

/**
 * Shows the error page in place of what failed to render, never a blank screen; each error is
 * reported to the server. "Tentar de novo" loads the failed code again (if it was code that
 * failed) and draws the children again; if that fails too, the page stays and says so.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state = CLEAR;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error }, retrying: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Loaded when needed, out of every page's first load: an error is rare, and where the
    // network is down the report could not go out anyway.
    import("#web/lib/report-error.ts").then(
      ({ reportError }) => reportError(error, info.componentStack),
      () => {},
    );
    this.props.onCaught?.();
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState) {
    // Only an error shown before this navigation: one thrown by the new page itself stays.
    if (previousState.error && this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState(CLEAR);
    }
  }

  private tryAgain = async () => {
    if (this.state.retrying) return;
    this.setState({ retrying: true });
    try {
      await this.props.retry?.();
    } catch {
      this.setState({ retrying: false, stillFailing: true });
      return;
    }
    this.setState(CLEAR);
  };

  override render() {
    const { error, retrying, stillFailing } = this.state;
    if (!error) return this.props.children;
    const codeFailed = CODE_LOAD_FAILURE.test(String((error.value as Error | null)?.message));
    const page = (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <h1 className="font-extrabold text-3xl text-brand-700">Algo deu errado</h1>
        <p className="mt-4 text-lg">
          {codeFailed
            ? "Não conseguimos carregar esta página. Confira sua conexão com a internet e tente de novo."
            : "Esta página teve um erro inesperado e a nossa equipe já foi avisada. Tente de novo ou volte para o início."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonVariants()}
            onClick={this.tryAgain}
            aria-disabled={retrying}
          >
            Tentar de novo
          </button>
          {/* The shop's home: a document of the server's, out of the panel's router. */}
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            Voltar para o início
          </a>
        </div>
        <p role="status" className="mt-4 min-h-6 text-muted text-sm">
          {retrying
            ? "Carregando…"
            : stillFailing
              ? "Ainda não foi possível. Tente de novo em instantes."
              : ""}
        </p>
      </section>
    );
    return this.props.standalone ? <main className="min-h-dvh bg-cream">{page}</main> : page;
  }
}

/**
 * The whole panel's last line (main.tsx): a <main> of its own, since the layout may be gone
 * too.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary standalone>{children}</ErrorBoundary>;
}

/**
 * Around each lazily loaded screen (lazy-page.ts): the panel's layout stays, the screen's place
 * shows the error, and moving to another screen clears it.
 */
export function RouteErrorBoundary({
  retry,
  onCaught,
  children,
}: {
  retry?: () => Promise<void>;
  onCaught?: () => void;
  /** Optional only for createElement's sake (lazy-page.ts passes it as an argument). */
  children?: ReactNode;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} retry={retry} onCaught={onCaught}>
      {children}
    </ErrorBoundary>
  );
}
