/** The answer of GET /api/health, for load balancers and monitoring. */
import { z } from "./zod-pt-br.ts";

export const healthSchema = z
  .object({
    status: z.literal("ok"),
    database: z.literal("ok").meta({ description: "O banco de dados respondeu" }),
  })
  .meta({ id: "Health", description: "O servidor e o banco de dados respondem" });
export type Health = z.infer<typeof healthSchema>;
