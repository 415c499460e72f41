import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "#web/components/ui/sheet.tsx";
import { AdminNav } from "#web/features/admin/admin-nav.tsx";
import { useStaffGuard } from "#web/features/admin/use-staff-guard.ts";
import { cn } from "#web/lib/utils.ts";

export function AdminLayout() {
  const session = useStaffGuard();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="flex min-h-dvh bg-cream">
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
        {/* The nav reads staff data (the new-orders badge): only once the guard has passed. */}
        {session && <AdminNav collapsed={collapsed} />}
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-brand-100 border-b bg-white px-4 md:hidden">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger
              className="grid size-10 place-items-center rounded-lg hover:bg-brand-50"
              aria-label="Abrir menu do painel"
            >
              <Menu className="size-6" aria-hidden="true" />
            </SheetTrigger>
            <SheetContent aria-describedby={undefined} side="left">
              <SheetTitle className="font-extrabold text-brand-700 text-lg">
                Frosty Admin
              </SheetTitle>
              {session && <AdminNav onNavigate={() => setDrawerOpen(false)} />}
            </SheetContent>
          </Sheet>
          <p className="font-extrabold text-brand-700">Frosty Admin</p>
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-8">
          {session ? (
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          ) : (
            <p className="text-muted" role="status">
              Verificando acesso...
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
