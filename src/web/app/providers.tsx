import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client.ts";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toaster for every screen, so a toast survives a redirect. SPEC §9: bottom-right,
          Alt+T, up to 3 toasts, 4 s each (sonner's defaults). */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} />
    </QueryClientProvider>
  );
}
