import { z } from "zod";

// Every validation message either side shows is Portuguese, including zod's own defaults.
z.config(z.locales.ptBR());

export { z };
