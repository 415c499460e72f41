import { z } from "zod";

// Every validation message either side shows is Portuguese, including zod's own defaults.
z.config(z.locales.ptBR());

// In the browser, zod must not probe for `new Function` (its JIT for object schemas): the
// shop's Content-Security-Policy forbids eval, and the probe alone is reported as a violation.
// The server keeps the JIT, which parses order bodies faster.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
