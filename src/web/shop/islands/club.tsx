import { BadgePercent } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CLUB_AUTH_MESSAGES } from "#shared/club.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import {
  type ClubMe,
  type ClubStatus,
  readClubStatus,
  readMe,
} from "#web/shop/features/club/api.ts";
import { ClubSignIn } from "#web/shop/features/club/club-sign-in.tsx";
import { ClubWallet } from "#web/shop/features/club/club-wallet.tsx";
import { island } from "#web/shop/hydration/island.tsx";

type State =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "signed-out"; status: ClubStatus | null }
  | { kind: "member"; me: ClubMe };

/** "5 %", "2,5 %". */
const percent = (value: number) => `${String(value).replace(".", ",")}\u00a0%`;

/**
 * /clube: Clube Frosty, the chain's cashback wallet. The server renders the pitch and a frame;
 * once hydrated the island asks whether the club is open and a member signed in here (GET
 * /api/club/status), reads the member's wallet (GET /api/club/me), and shows the wallet or the
 * sign-in by phone and code.
 */
export default function Club({ storeCount }: { storeCount: number }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is "read it again"
  useEffect(() => {
    let live = true;
    // The status says whether a member is signed in here: the wallet is read only then, so a
    // visitor's page asks nothing that answers 401 (an error in the browser's console).
    readClubStatus()
      .then(async (status) => {
        const me = status?.member ? await readMe() : null;
        if (live) setState(me ? { kind: "member", me } : { kind: "signed-out", status });
      })
      .catch(() => live && setState({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, [attempt]);

  // Signing in or out replaces what the customer was using: the page's heading takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each change of view
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state.kind]);

  async function signedIn() {
    const me = await readMe().catch(() => null);
    moved.current = true;
    if (me) setState({ kind: "member", me });
    else setAttempt((n) => n + 1);
  }

  function signedOut() {
    moved.current = true;
    // What the wallet knew, until the server says again (it may have closed the club meanwhile).
    const rules = state.kind === "member" ? state.me.rules : undefined;
    setState({
      kind: "signed-out",
      status: rules ? { available: true, member: false, rules } : null,
    });
    readClubStatus().then(
      (status) => setState({ kind: "signed-out", status }),
      () => {},
    );
  }

  const rules =
    state.kind === "member"
      ? state.me.rules
      : state.kind === "signed-out"
        ? state.status?.rules
        : undefined;
  const pitch =
    rules?.enabled === false
      ? `Seu cashback em reais, para usar em qualquer uma das ${storeCount} lojas Frosty.`
      : `Ganhe ${rules ? `${percent(rules.percent)} de volta` : "cashback"} em cada pedido e use em qualquer uma das ${storeCount} lojas.`;

  return (
    <section
      className="mx-auto max-w-xl px-4 py-8"
      aria-busy={state.kind === "loading" || undefined}
    >
      <div className="flex items-center gap-3">
        <BadgePercent className="size-9 shrink-0 text-brand-600" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="font-extrabold text-3xl outline-none">
          Clube Frosty
        </h1>
      </div>
      {state.kind !== "member" && (
        <>
          <p className="mt-3 font-semibold text-lg">{pitch}</p>
          <p className="mt-1 text-muted">
            Cashback em reais em todas as lojas, sem cartão e sem senha: é só o seu celular.
          </p>
        </>
      )}
      <div className="mt-6">
        <Body
          state={state}
          retry={() => setAttempt((n) => n + 1)}
          onSignedIn={signedIn}
          onSignedOut={signedOut}
        />
      </div>
    </section>
  );
}

function Body({
  state,
  retry,
  onSignedIn,
  onSignedOut,
}: {
  state: State;
  retry(): void;
  onSignedIn(): Promise<void>;
  onSignedOut(): void;
}) {
  switch (state.kind) {
    case "loading":
      return (
        <div className="flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
          <Skeleton className="h-12" />
        </div>
      );
    case "failed":
      return (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p>Não foi possível abrir o Clube Frosty agora. Verifique sua conexão.</p>
          <Button type="button" variant="outline" onClick={retry}>
            Tentar de novo
          </Button>
        </div>
      );
    case "member":
      return <ClubWallet me={state.me} onSignedOut={onSignedOut} />;
    case "signed-out":
      if (state.status?.available === false) {
        return (
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-5 shadow-sm">
            <p>{CLUB_AUTH_MESSAGES.CLUB_UNAVAILABLE}</p>
            <a href="/cardapio" className={buttonVariants()}>
              Ver cardápio
            </a>
          </div>
        );
      }
      return (
        <div className="rounded-2xl bg-white p-5 shadow-sm">
          <ClubSignIn onSignedIn={onSignedIn} />
        </div>
      );
  }
}

export const ClubIsland = island("club", Club);
