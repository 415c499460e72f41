import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { MAIN_ID, SkipLink } from "#web/components/skip-link.tsx";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "#web/components/ui/sheet.tsx";
import { AdminNav, mayOpen, sectionOf, useAdminTitle } from "#web/panel/features/admin-nav.tsx";
import { useSignOutState } from "#web/panel/features/auth/signing-out.ts";
import { HqOnlyNotice } from "#web/panel/features/hq-only-notice.tsx";
import { StaffSessionContext } from "#web/panel/features/staff-session-context.ts";
import { StaffWorkplace } from "#web/panel/features/staff-workplace.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { useStaffGuard } from "#web/panel/features/use-staff-guard.ts";

export function AdminLayout() {
  const guarded = useStaffGuard();
  const navigate = useNavigate();
  // Signing out: no menu and no screen, so nothing reads staff data as the session ends.
  const signOut = useSignOutState();
  const signingOut = signOut !== "signed-in";
  const session = signingOut ? null : guarded;
  useEffect(() => {
    if (signOut === "signed-out") navigate("/login");
  }, [signOut, navigate]);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <StaffSessionContext.Provider value={session}>
      <div data-admin-shell className="flex min-h-dvh bg-cream">
        <SkipLink />
        <aside
          className={cn(
            "sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 border-brand-100 border-r bg-white p-3 md:flex",
            collapsed ? "w-18" : "w-60",
          )}
        >
          <div className="flex items-center justify-between gap-2 px-2 pt-2">
            {!collapsed && <p className="font-extrabold text-brand-700 text-lg">Frosty Admin</p>}
            <button
              type="button"
              onClick={() => setCollapsed((value) => !value)}
              className="grid size-9 place-items-center rounded-lg hover:bg-brand-50"
              aria-label={collapsed ? "Expandir menu lateral" : "Recolher menu lateral"}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5" aria-hidden="true" />
              )}
            </button>
          </div>
          {session && (
            <div className={cn(!collapsed && "rounded-xl bg-brand-50 px-3 py-2")}>
              <StaffWorkplace access={session.access} collapsed={collapsed} />
            </div>
          )}
          {/* The nav reads staff data (the new-orders badge): only once the guard has passed. */}
          {session && <AdminNav access={session.access} collapsed={collapsed} />}
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-brand-100 border-b bg-white px-4 md:hidden">
            <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SheetTrigger
                className="grid size-10 shrink-0 place-items-center rounded-lg hover:bg-brand-50"
                aria-label="Abrir menu do painel"
              >
                <Menu className="size-6" aria-hidden="true" />
              </SheetTrigger>
              <SheetContent aria-describedby={undefined} side="left">
                <SheetTitle className="font-extrabold text-brand-700 text-lg">
                  Frosty Admin
                </SheetTitle>
                {session && (
                  <div className="rounded-xl bg-brand-50 px-3 py-2">
                    <StaffWorkplace access={session.access} />
                  </div>
                )}
                {session && (
                  <AdminNav access={session.access} onNavigate={() => setDrawerOpen(false)} />
                )}
              </SheetContent>
            </Sheet>
            <div className="flex min-w-0 flex-col">
              <p className="font-extrabold text-brand-700 leading-tight">Frosty Admin</p>
              {session && <StaffWorkplace access={session.access} compact />}
            </div>
          </header>
          <main id={MAIN_ID} className="flex-1 p-4 sm:p-6 lg:p-8">
            {session ? (
              <AdminScreen session={session} />
            ) : (
              <p className="text-muted" role="status">
                {signingOut ? "Saindo..." : "Verificando acesso..."}
              </p>
            )}
          </main>
        </div>
      </div>
    </StaffSessionContext.Provider>
  );
}

/** The screen at this address, or why this staff member cannot use it (the menu's table). */
function AdminScreen({ session }: { session: StaffSession }) {
  const { pathname } = useLocation();
  useAdminTitle();
  const section = sectionOf(pathname);
  if (section && !mayOpen(session.access, section)) {
    return <HqOnlyNotice access={session.access} screen={section.label} />;
  }
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
