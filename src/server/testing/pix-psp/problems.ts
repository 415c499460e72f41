/**
 * The local PSP's error answers: RFC 7807 problem+json, with the API Pix's types
 * (`https://pix.bcb.gov.br/api/v2/error/<TipoErro>`) and its titles.
 */
export interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
}

export function problem(type: string, title: string, status: number, detail: string): Answer {
  return {
    status,
    contentType: "application/problem+json",
    body: { type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail },
  };
}

export const notFound = (type: string, detail: string) =>
  problem(type, "Não Encontrado", 404, detail);

export const invalidCharge = (detail: string) =>
  problem("CobOperacaoInvalida", "Cobrança inválida.", 400, detail);

export const accessDenied = () =>
  problem(
    "AcessoNegado",
    "Acesso Negado",
    403,
    "Requisição de participante autenticado que viola alguma regra de autorização.",
  );

export const unavailable = () =>
  problem(
    "ServicoIndisponivel",
    "Serviço Indisponível",
    503,
    "Serviço não está disponível no momento. Serviço solicitado pode estar em manutenção ou fora da janela de funcionamento.",
  );
