import { z } from "zod";
import type { RawAnswer } from "./https-request.ts";
import { PspError } from "./psp-types.ts";

/**
 * Reading a PSP's answers: the fields Frosty relies on are checked (loose objects: a PSP may add
 * its own), and a status that is not success becomes the PspError staff read.
 */
const valor = z.string().regex(/^\d{1,10}\.\d{2}$/);

const devolucao = z.looseObject({
  id: z.string().min(1),
  rtrId: z.string().optional(),
  valor,
  horario: z.looseObject({ solicitacao: z.string(), liquidacao: z.string().optional() }),
  status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: z.string().optional(),
});

const pix = z.looseObject({
  endToEndId: z.string().min(1),
  txid: z.string().optional(),
  valor,
  horario: z.string(),
  infoPagador: z.string().optional(),
  devolucoes: z.array(devolucao).optional(),
});

const cob = z.looseObject({
  txid: z.string().min(1),
  revisao: z.number().int().default(0),
  status: z.enum(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]),
  calendario: z.looseObject({ criacao: z.string(), expiracao: z.number().int().default(86400) }),
  valor: z.looseObject({ original: valor }),
  chave: z.string(),
  location: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  solicitacaoPagador: z.string().optional(),
  pix: z.array(pix).optional(),
});

const webhook = z.looseObject({ webhookUrl: z.string().min(1) });

export const ANSWERS = { cob, devolucao, webhook };

/** The answer's JSON in the shape `schema` describes, or invalid_answer saying what was wrong. */
export function readAnswer<T>(schema: z.ZodType<T>, answer: RawAnswer, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new PspError(
      "invalid_answer",
      `O banco respondeu algo que não é JSON (${what}).`,
      answer.status,
    );
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "corpo"))];
  throw new PspError(
    "invalid_answer",
    `O banco respondeu ${what} fora do padrão da API Pix (${fields.slice(0, 5).join(", ")}).`,
    answer.status,
  );
}

export type Problem = NonNullable<PspError["problem"]>;

/** The application/problem+json of an answer (RFC 7807), when it has one. */
export function problemOf(answer: RawAnswer): Problem | null {
  if (!answer.contentType.includes("json")) return null;
  try {
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    const pick = (key: string) =>
      typeof body?.[key] === "string" ? (body[key] as string).slice(0, 500) : undefined;
    const problem: Problem = {};
    for (const key of ["type", "title", "detail"] as const) {
      const value = pick(key);
      if (value !== undefined) problem[key] = value;
    }
    return Object.keys(problem).length > 0 ? problem : null;
  } catch {
    return null;
  }
}

/**
 * The PspError of an API answer that is not success (401 is the caller's: it retries with a
 * fresh token). `what` names the thing asked for, e.g. "a cobrança".
 */
export function apiFailure(answer: RawAnswer, what: string): PspError {
  const { status } = answer;
  const problem = problemOf(answer);
  if (status === 401) {
    return new PspError(
      "wrong_credentials",
      "O banco recusou o token de acesso da credencial.",
      status,
      problem,
    );
  }
  if (status === 403) {
    return new PspError(
      "scope_missing",
      "A credencial não tem as permissões necessárias para esta operação.",
      status,
      problem,
    );
  }
  if (status === 404 || status === 410) {
    return new PspError("not_found", `O banco não encontrou ${what}.`, status, problem);
  }
  if (status === 429 || status >= 500) {
    return unavailable(status, problem);
  }
  const said = [problem?.title, problem?.detail].filter(Boolean).join(" — ");
  return new PspError(
    "rejected",
    `O banco recusou o pedido (${what}, HTTP ${status})${said ? `: ${said}` : "."}`,
    status,
    problem,
  );
}

/** The PSP is busy or down (429, 5xx): worth trying again later. */
export function unavailable(status: number, problem: Problem | null): PspError {
  return new PspError(
    "unavailable",
    `O banco está indisponível no momento (HTTP ${status}). Tente de novo em instantes.`,
    status,
    problem,
  );
}
