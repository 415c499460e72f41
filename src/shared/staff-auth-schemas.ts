/** The staff session as GET /api/admin/session returns it (zod: the constants are in staff-auth.ts). */
import { z } from "./zod-pt-br.ts";

export const staffStoreSchema = z
  .object({
    id: z.string().meta({ example: "1" }),
    name: z.string().meta({ example: "Frosty Paulista" }),
    city: z.string().meta({ example: "São Paulo" }),
    state: z.string().meta({ example: "SP" }),
  })
  .meta({ id: "StaffStore", description: "Uma loja em que o usuário trabalha" });
export type StaffStore = z.infer<typeof staffStoreSchema>;

export const staffAccessSchema = z
  .object({
    hq: z.boolean().meta({ description: "Sede (papel admin): toda a rede, todas as lojas" }),
    stores: z
      .array(staffStoreSchema)
      .meta({ description: "As lojas da equipe de loja (vazio para a sede)" }),
  })
  .meta({ id: "StaffAccess", description: "O que o usuário pode abrir no painel" });
export type StaffAccess = z.infer<typeof staffAccessSchema>;

export const staffSessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().meta({ example: "equipe@frosty.example" }),
    }),
    roles: z.array(z.string()).meta({ description: "Os papéis do usuário", example: ["admin"] }),
    access: staffAccessSchema,
  })
  .meta({ id: "StaffSession", description: "Quem está conectado ao painel" });
export type StaffSession = z.infer<typeof staffSessionSchema>;
