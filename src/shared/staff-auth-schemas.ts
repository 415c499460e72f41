/** The staff session as GET /api/admin/session returns it (zod: the constants are in staff-auth.ts). */
import { z } from "./zod-pt-br.ts";

export const staffSessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().meta({ example: "equipe@frosty.example" }),
    }),
    roles: z.array(z.string()).meta({ description: "Os papéis do usuário", example: ["admin"] }),
  })
  .meta({ id: "StaffSession", description: "Quem está conectado ao painel" });
export type StaffSession = z.infer<typeof staffSessionSchema>;
