/**
 * The API's types, generated from GET /api/openapi.json by `npm run api:types` (openapi-typescript).
 * Do not edit: change the route declarations (the .routes.ts files of src/server/routes) and
 * run it again.
 */
export interface paths {
    "/api/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar os cupons
         * @description Todos os cupons, ativos ou não, em ordem de código, com quantas vezes já foram usados.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os cupons, por código */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCoupon"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Criar um cupom
         * @description O código é guardado em maiúsculas ("verao20" é VERAO20). Sem validade, o cupom vale sempre; sem limite de usos, vale para quantos pedidos houver. O checkout passa a aceitá-lo na hora.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description O código, o desconto e, se quiser, validade e limite */
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        amountOffCents?: number | null;
                        code: string;
                        /** @default true */
                        isActive?: boolean;
                        /**
                         * @default percent
                         * @enum {string}
                         */
                        kind?: "percent" | "amount" | "free_delivery";
                        /** @default null */
                        minOrderCents?: number | null;
                        /** @default null */
                        percentOff?: number | null;
                        /** @default null */
                        states?: string[] | null;
                        /** @default null */
                        storeIds?: string[] | null;
                        /** @default null */
                        usageLimit?: number | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        validFrom?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        validTo?: string | null;
                    };
                };
            };
            responses: {
                /** @description Cupom criado (Location aponta para ele) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCoupon"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar um cupom
         * @description Só os campos enviados mudam; o código não. O limite de usos não pode ficar abaixo dos usos já feitos, nem o início da validade depois do fim (422).
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O código do cupom, em qualquer caixa */
                    code: string;
                };
                cookie?: never;
            };
            /** @description Os campos a alterar (ao menos um) */
            requestBody: {
                content: {
                    "application/json": {
                        amountOffCents?: number | null;
                        isActive?: boolean;
                        /** @enum {string} */
                        kind?: "percent" | "amount" | "free_delivery";
                        minOrderCents?: number | null;
                        percentOff?: number | null;
                        states?: string[] | null;
                        storeIds?: string[] | null;
                        usageLimit?: number | null;
                        /** Format: date-time */
                        validFrom?: string | null;
                        /** Format: date-time */
                        validTo?: string | null;
                    };
                };
            };
            responses: {
                /** @description O cupom alterado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCoupon"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Excluir um cupom
         * @description Um cupom nunca usado é apagado. Um cupom que algum pedido usou fica, para o histórico desses pedidos, mas desligado: a resposta diz qual dos dois aconteceu.
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O código do cupom, em qualquer caixa */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Apagado, ou desligado por já ter sido usado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CouponDeleteResult"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar os clientes
         * @description Uma página de clientes, os de pedido mais recente primeiro. Os clientes vêm dos pedidos: um por telefone (comparado pelos dígitos), com ao menos um pedido não cancelado; contagens e datas contam só esses pedidos.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description A página, de 20 clientes, a partir de 1 */
                    page?: number;
                    /** @description Parte de um nome do cliente (sem diferenciar acentos e maiúsculas) ou do telefone */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A página pedida (vazia depois da última) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPage"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar os clientes (CSV)
         * @description Todos os clientes que a busca encontra, numa planilha só. Os clientes vêm dos pedidos: um por telefone (comparado pelos dígitos), com ao menos um pedido não cancelado; contagens e datas contam só esses pedidos.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Parte de um nome do cliente (sem diferenciar acentos e maiúsculas) ou do telefone */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os clientes, os de pedido mais recente primeiro */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Cliente;Telefone;Pedidos;Total gasto (R$);Primeiro pedido;Último pedido;Novo este mês
                         *     Ana Souza;(81) 99999-0001;2;26,97;20/02/2025 10:00;10/03/2025 10:00;Não
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Números do painel
         * @description Vendas, ticket médio, clientes, estoque baixo (por loja), mais vendidos e o andamento das metas do mês (os dias de cada loja, no seu horário; encomendas no dia para o qual foram agendadas), calculados do banco a cada requisição. A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Só os números desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os números do painel */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardFigures"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/scheduled-load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Encomendas dos próximos dias
         * @description Os próximos 7 dias de cada loja (a partir de hoje, no horário da loja): as encomendas agendadas para o dia (sem as canceladas), os seus picolés e a capacidade do dia da semana. A sede vê as lojas da rede com encomendas ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Só os números desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As encomendas dos próximos dias */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScheduledLoad"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fila de pedidos
         * @description Os pedidos das lojas de quem pede que atendem aos filtros, no máximo `limitPerStatus` em cada status: em Pendente, Em preparo e Pronto o mais antigo primeiro, em Entregue e Cancelado o mais novo; `counts` diz quantos há em cada status. Cada pedido traz o que o cartão da cozinha mostra (número curto, itens, recebimento, hora, atraso). As datas são dias no fuso da loja (São Paulo); um filtro vazio (`?storeId=`) fica desligado. Uma loja que não é de quem pede é um 403.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Só os pedidos das lojas desta cidade (o nome exato, como na lista de lojas) */
                    city?: "" | string;
                    /** @description Feitos a partir deste dia (AAAA-MM-DD, no fuso da loja) */
                    from?: "" | string;
                    /** @description Só entregas ou só retiradas */
                    method?: "" | ("delivery" | "pickup");
                    /** @description O número do pedido, o nome do cliente ou os dígitos do telefone */
                    q?: "" | string;
                    /** @description Só os pedidos das lojas deste estado (a sigla, como SP) */
                    state?: "" | string;
                    /** @description Só os pedidos neste status (as encomendas agendadas ficam em Agendados) */
                    status?: "" | ("awaiting_payment" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled");
                    /** @description Só os pedidos desta loja */
                    storeId?: "" | string;
                    /** @description Feitos até este dia, inclusive (AAAA-MM-DD, no fuso da loja) */
                    to?: "" | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A fila */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderList"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler um pedido
         * @description O pedido como o cliente o vê (sem o token de acesso nem o código de retirada), com a versão, o atraso, a comanda e o histórico. O pedido de outra loja é um 404.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O pedido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderDetail"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/payment-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pix recebido: confirmar o pagamento
         * @description Depois de conferir o Pix no extrato do banco (nunca por um comprovante enviado pelo cliente): o pedido sai de Aguardando pagamento e vai para Pendente, com quem confirmou e quando. Um pedido que não aguarda mais pagamento (expirou, foi cancelado ou já confirmado) é um 409, e `version` diferente da do pedido também. O pedido de outra loja é um 404.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A versão do pedido lido */
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                    };
                };
            };
            responses: {
                /** @description O pedido, agora Pendente */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderDetail"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar um pedido como visto
         * @description Registra a primeira vez que alguém da equipe abriu o pedido (ele deixa de ser “Novo”); as chamadas seguintes devolvem a mesma hora. Não tem corpo.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Quando o pedido foi visto pela primeira vez */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderSeen"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mudar o status de um pedido
         * @description Qualquer status pode ser escolhido. `version` é a do pedido lido: se ele mudou desde então (outra pessoa o alterou), a resposta é 409 e nada muda. Pedir o status que o pedido já tem é um 422. Entregar (delivered) um pedido de retirada pede o `pickupCode` que o cliente mostra: ausente ou errado, 422 e nada muda; numa entrega ele é opcional, mas se vier precisa estar certo. Só uma entrega sai para entrega (out_for_delivery, com `courierName` opcional), e uma entrega só é entregue (delivered) depois de sair: fora disso, 422. O pedido de outra loja é um 404.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            /** @description O novo status e a versão do pedido lido */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Só com out_for_delivery: quem leva o pedido (opcional; vazio é nenhum). Aparece no pedido, no histórico (“Saiu com João”) e para o cliente
                         * @example João
                         */
                        courierName?: string;
                        /**
                         * @description O código que o cliente mostra: obrigatório para entregar (delivered) um pedido de retirada, opcional para uma entrega; conferido só ao marcar como entregue
                         * @example 4821
                         */
                        pickupCode?: string;
                        /** @enum {string} */
                        status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
                        version: number;
                    };
                };
            };
            responses: {
                /** @description O pedido com o novo status e a nova versão */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminOrderDetail"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/orders/{id}/ticket-prints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contar uma impressão da comanda
         * @description Conta uma impressão da comanda da cozinha e devolve quantas já houve: da segunda em diante, a comanda sai como REIMPRESSÃO. Não muda o pedido (a versão fica). Não tem corpo.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A impressão, contada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketPrint"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pedidos ao vivo (Server-Sent Events)
         * @description Um fluxo de eventos dos pedidos das lojas de quem está conectado, para a fila e o selo do painel. A sessão, o papel e as lojas são conferidos ao abrir e a cada poucos segundos; o fluxo termina depois de `lifetime` segundos, ou quando a sessão acaba ou o acesso muda, e o navegador reconecta, passando de novo pela verificação. O painel tem espaço reservado que os fluxos dos clientes nunca ocupam; cada pessoa da equipe abre um número limitado de fluxos (além dele, 429 `too_many_streams`), e com o espaço da equipe cheio, 503.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Por quantos segundos o fluxo fica aberto (0: envia `ready` e termina); o padrão é o máximo */
                    lifetime?: number | null;
                    /** @description Só os eventos desta loja (a sede escolhe qualquer uma; a equipe de loja, uma das suas) */
                    storeId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O fluxo de eventos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example retry: 3000
                         *
                         *     event: ready
                         *     data: {"unseenCount":3}
                         *
                         *     event: order.created
                         *     data: {"type":"order.created","orderId":"ORD-1763900000000","storeId":"1","shortNumber":42}
                         */
                        "text/event-stream": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Telas do painel demais abertas por esta pessoa: feche alguma */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_streams",
                         *         "message": "Você já tem muitas telas do painel abertas. Feche alguma e tente de novo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de produção de um dia
         * @description Quantos picolés de cada sabor fazer para as encomendas do dia (no fuso da loja, todas menos as canceladas): as caixas de festa abertas em sabores (sabor × caixas) mais as linhas comuns; o total, quantas encomendas e, por horário, quantas encomendas e picolés.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia (AAAA-MM-DD, no fuso da loja) */
                    day: string;
                    /** @description A loja (a sede escolhe qualquer uma; a equipe, uma das suas) */
                    storeId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A lista de produção */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductionList"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Encomendas agendadas de uma loja
         * @description As encomendas da loja com o dia do horário entre `from` e `to` (inclusive, no fuso da loja, no máximo 31 dias), em qualquer status menos Cancelado, a mais cedo primeiro. Cada uma traz o que o cartão da fila mostra, o horário e quantos picolés leva; as caixas de festa trazem os sabores de cada caixa.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O primeiro dia (AAAA-MM-DD, no fuso da loja) */
                    from: string;
                    /** @description A loja (a sede escolhe qualquer uma; a equipe, uma das suas) */
                    storeId: string;
                    /** @description O último dia, inclusive (AAAA-MM-DD, no fuso da loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As encomendas */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScheduledOrders"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/unseen-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pedidos ainda não abertos
         * @description Quantos pedidos das lojas de quem pede ninguém da equipe abriu ainda: o número do selo “Pedidos”.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A contagem */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnseenOrders"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/product-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar a imagem de um picolé
         * @description Guarda uma imagem PNG, JPEG ou WebP de até 10 MB e devolve o endereço para o `imageUrl` do picolé (a mesma imagem enviada de novo tem o mesmo endereço). Três formas: os bytes crus com o Content-Type da imagem (`curl --data-binary`), multipart/form-data com o campo `file` (`curl -F`) ou JSON `{ contentType, base64 }`. O tipo declarado tem de ser o dos bytes.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A imagem */
            requestBody: {
                content: {
                    "application/json": {
                        base64: string;
                        contentType: string;
                    };
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A imagem
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Imagem guardada */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadedImage"];
                    };
                };
                /** @description JSON ou multipart malformado */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_multipart",
                         *         "message": "Envio de arquivo inválido"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Imagem grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "image_too_large",
                         *         "message": "A imagem deve ter no máximo 10 MB"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tipo de imagem não aceito (só PNG, JPEG ou WebP) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_image_type",
                         *         "message": "Envie uma imagem PNG, JPEG ou WebP"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Imagem vazia, corrompida ou que não é do tipo declarado (invalid_image), maior que 4096 × 4096 pixels (image_dimensions_too_large), ou um campo faltando */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_image",
                         *         "message": "O arquivo não é uma imagem PNG, JPEG ou WebP válida"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar os picolés
         * @description Todos os picolés não excluídos, ativos ou não, com preço base e em quantas lojas estão esgotados (o estoque é de cada loja: GET /api/admin/stores/{id}/stock).
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os picolés */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Criar um picolé
         * @description O picolé recebe o próximo id numérico. A imagem deve ser uma das ilustrações ou uma enviada antes por POST /api/admin/product-images (senão, 422). Com `initialStock`, as lojas escolhidas (todas, por estado, por cidade ou uma a uma) começam com essa quantidade, na mesma transação; as outras ficam sem estoque (esgotado) até contarem o picolé. Uma loja, cidade ou estado sem lojas é um 422 (`unknown_store_targets`), e nada é criado.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description O picolé, com tamanhos, adicionais e o estoque inicial */
            requestBody: {
                content: {
                    "application/json": {
                        addons: {
                            id?: string;
                            name: string;
                            priceCents: number;
                        }[];
                        /**
                         * @description As regras da caixa, só quando kind é box; null para um sabor
                         * @default null
                         */
                        box?: {
                            /** @description Os picolés (ids de sabores ativos) que podem entrar na caixa */
                            flavourIds: string[];
                            /**
                             * @description Horas de antecedência mínima entre o pedido e o horário (padrão 24)
                             * @example 24
                             */
                            leadHours: number;
                            /**
                             * @description Quantos picolés a caixa leva
                             * @example 20
                             */
                            size: number;
                        } | null;
                        category: string;
                        description: string;
                        imageUrl: string;
                        initialStock?: components["schemas"]["InitialStock"];
                        isActive: boolean;
                        /**
                         * @description flavour: um picolé; box: uma caixa de festa (padrão flavour)
                         * @default flavour
                         * @enum {string}
                         */
                        kind?: "flavour" | "box";
                        name: string;
                        priceCents: number;
                        variations: {
                            priceModifierCents: number;
                            /** @enum {string} */
                            size: "pequeno" | "medio" | "grande";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Picolé criado */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProductDetail"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler um picolé
         * @description O picolé com tamanhos e adicionais, como o formulário da equipe o edita.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do picolé */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O picolé */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProductDetail"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Editar um picolé
         * @description Substitui tudo o que a sede edita no catálogo da rede (o estoque é de cada loja). Adicionais existentes mantêm o id; um id que não é deste picolé é um 422.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do picolé */
                    id: string;
                };
                cookie?: never;
            };
            /** @description O picolé inteiro */
            requestBody: {
                content: {
                    "application/json": {
                        addons: {
                            id?: string;
                            name: string;
                            priceCents: number;
                        }[];
                        /**
                         * @description As regras da caixa, só quando kind é box; null para um sabor
                         * @default null
                         */
                        box?: {
                            /** @description Os picolés (ids de sabores ativos) que podem entrar na caixa */
                            flavourIds: string[];
                            /**
                             * @description Horas de antecedência mínima entre o pedido e o horário (padrão 24)
                             * @example 24
                             */
                            leadHours: number;
                            /**
                             * @description Quantos picolés a caixa leva
                             * @example 20
                             */
                            size: number;
                        } | null;
                        category: string;
                        description: string;
                        imageUrl: string;
                        isActive: boolean;
                        /**
                         * @description flavour: um picolé; box: uma caixa de festa (padrão flavour)
                         * @default flavour
                         * @enum {string}
                         */
                        kind?: "flavour" | "box";
                        name: string;
                        priceCents: number;
                        variations: {
                            priceModifierCents: number;
                            /** @enum {string} */
                            size: "pequeno" | "medio" | "grande";
                        }[];
                    };
                };
            };
            responses: {
                /** @description O picolé editado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProductDetail"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Excluir um picolé
         * @description Remove o picolé de vez se nenhum pedido o cita; senão, ele é guardado para o histórico dos pedidos e some de todo lugar (`softDeleted: true`).
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do picolé */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O picolé excluído */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletedProduct"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Ativar ou desativar um picolé
         * @description Um picolé inativo some da loja, mas continua na lista da equipe.
         *
         *     Somente a sede (papel admin).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do picolé */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Se o picolé fica ativo */
            requestBody: {
                content: {
                    "application/json": {
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description O picolé */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminProduct"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/reports/by-bairro.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por bairro (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Bairro;Cidade;UF;Pedidos;Total (R$)
                         *     Boa Viagem;Recife;PE;2;26,97
                         *     Retirada;Recife;PE;1;8,99
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-day.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por dia (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Data;Pedidos;Total (R$)
                         *     01/11/2026;2;26,97
                         *     02/11/2026;0;0,00
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-hour.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por hora do dia (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Hora;Pedidos;Total (R$)
                         *     00h;0;0,00
                         *     01h;0;0,00
                         *     …
                         *     15h;2;26,97
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-method.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por forma de recebimento (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Recebimento;Pedidos;Total (R$)
                         *     Entrega;1;13,99
                         *     Retirada;1;12,98
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-payment.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por forma de pagamento (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Pagamento;Pedidos;Total (R$)
                         *     Pagamento de teste;1;13,99
                         *     WhatsApp;1;12,98
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-product.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por picolé (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Produto;Quantidade;Receita (R$)
                         *     Picolé de Cajá;3;26,97
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/by-store.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar as vendas por loja (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Loja;Cidade;UF;Pedidos;Total (R$)
                         *     Frosty Paulista;São Paulo;SP;2;26,97
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/club": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatório do Clube Frosty
         * @description O cashback em aberto agora (disponível e a liberar, o que a rede deve aos membros) e, por loja e mês, o cashback ganho, usado, devolvido, cancelado, estornado e expirado. O período vai de `from` a `to` (meses, AAAA-MM, os dois incluídos, no máximo 36 meses); sem eles, os últimos 12 meses até este. Meses contados no horário de Brasília.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description O mês inicial (São Paulo), incluído */
                    from?: string;
                    /** @description O mês final (São Paulo), incluído */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O cashback em aberto e os movimentos do período */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClubReport"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/club.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar os movimentos do Clube Frosty (CSV)
         * @description Uma linha por mês e loja com movimento, como a tabela do painel. O período vai de `from` a `to` (meses, AAAA-MM, os dois incluídos, no máximo 36 meses); sem eles, os últimos 12 meses até este. Meses contados no horário de Brasília.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description O mês inicial (São Paulo), incluído */
                    from?: string;
                    /** @description O mês final (São Paulo), incluído */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os movimentos do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Mês;Loja;Cidade;UF;Ganho (R$);Usado (R$);Devolvido (R$);Cancelado (R$);Estornado (R$);Expirado (R$)
                         *     11/2026;Frosty Paulista;São Paulo;SP;12,50;8,00;0,00;0,00;0,00;1,50
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/late-rate.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar a taxa de atraso por loja (CSV)
         * @description Uma tabela do resumo de vendas, com as colunas que a página mostra. Atrasado: o pedido que a loja não aceitou (de Pendente para Em preparo) dentro do limite de atraso da loja, contado de quando foi feito, como o quadro de pedidos e as Lojas ao vivo marcam. Um pedido ainda pendente além do limite também conta. Uma encomenda está atrasada se não ficou pronta até o início do horário agendado. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A tabela do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Loja;Cidade;UF;Limite (min);Pedidos;Atrasados;Atrasados (%)
                         *     Frosty Boa Viagem;Recife;PE;5;8;1;12,5
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar os pedidos de um período (CSV)
         * @description Um pedido por linha, os cancelados também, do mais antigo ao mais recente, enviado aos poucos. Dia: o dia em que o pedido conta; Feito em e Agendado para (encomendas) no horário da loja. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os pedidos do período */
                200: {
                    headers: {
                        /** @description Baixar como arquivo, com este nome */
                        "Content-Disposition": string;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example Número;Dia;Feito em;Agendado para;Loja;Cliente;Telefone;Recebimento;Pagamento;Status;Subtotal (R$);Desconto (R$);Taxa de entrega (R$);Total (R$)
                         *     ORD-1761966000000;01/11/2026;01/11/2026 00:00;;Frosty Paulista;Ana;(11) 99999-0000;Entrega;Pagamento de teste;Entregue;17,98;1,80;5,00;21,18
                         */
                        "text/csv": string;
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo de vendas de um período
         * @description Totais, ticket médio e as vendas por dia, picolé, loja, recebimento, pagamento, hora do dia e bairro, e a taxa de atraso por loja. O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas. Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos. (Os mesmos do painel.) A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra loja: 403).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query: {
                    /** @description O dia inicial, incluído (o dia de cada loja) */
                    from: string;
                    /** @description Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a equipe de loja */
                    storeId?: string;
                    /** @description O dia final, incluído (o dia de cada loja) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O resumo do período */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportSummary"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quem está conectado
         * @description O usuário da sessão e seus papéis. O painel a usa para decidir entre a tela de login (401), o aviso de acesso negado (403) e o painel (200).
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A sessão da equipe */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffSession"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler as configurações
         * @description A taxa de entrega, as metas do mês (o Picoletômetro do painel) e os contatos que a loja mostra, com o valor de cada contato quando a equipe o limpa.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As configurações */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopSettings"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Alterar as configurações
         * @description Só o que for enviado muda. Um contato enviado como null volta ao valor do ambiente (SITE_*) ou ao padrão. A loja mostra a nova taxa e os novos contatos na hora.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description As configurações a alterar (ao menos uma) */
            requestBody: {
                content: {
                    "application/json": {
                        contact?: {
                            chatUrl?: string | null;
                            defaultWhatsapp?: string | null;
                            ordersWhatsapp?: string | null;
                            phones?: string[] | null;
                            supportEmail?: string | null;
                        };
                        deliveryFeeCents?: number;
                        monthlyGoalCents?: number;
                        monthlyGoalQuantity?: number;
                    };
                };
            };
            responses: {
                /** @description As configurações, já alteradas */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopSettings"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/club": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler as regras do Clube Frosty
         * @description As regras em vigor (as salvas; senão as padrões) e as padrões: se o clube está ativo, o percentual de cashback sobre os produtos (depois do cupom, nunca a taxa de entrega), quantos dias o cashback vale depois de liberado e o saldo mínimo para usá-lo.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As regras em vigor e as padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashbackRulesView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Alterar as regras do Clube Frosty
         * @description Envie todas as regras: valem para os próximos pedidos pagos. O cashback já ganho não muda: cada lote guarda o valor e a validade com que foi ganho. Com o clube desativado, nenhum pedido ganha nem usa cashback; o saldo dos membros continua lá.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Todas as regras */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CashbackRules"];
                };
            };
            responses: {
                /** @description As regras, já alteradas, e as padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CashbackRulesView"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler os limites de pedidos
         * @description Os limites em vigor (os salvos; senão os padrões) e os padrões deste servidor (ORDER_LIMITS do ambiente sobre os da Frosty): pedidos por conexão e por telefone na janela, unidades por item e por pedido, consultas de cupom por minuto por conexão, picolés retidos em pedidos ainda não pagos nem aceitos por conexão (IPv4, ou IPv6 /64) e por rede IPv6 /56 e /48, e acima de quantos picolés o pedido só pode ser pago com Pix.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os limites em vigor e os padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderLimitsView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Alterar os limites de pedidos
         * @description Envie todos os limites: valem para os próximos pedidos e consultas de cupom. Um pedido além do limite da conexão ou do telefone recebe 429 too_many_orders; um que passaria a conexão (ou a rede IPv6) do limite de picolés retidos, 429 too_many_held_units; um item ou pedido com unidades demais, 422 too_many_units; um pedido grande que não é Pix, 422 pix_required. A loja online mostra os limites de unidades na hora. O limite por item não pode passar do limite por pedido, nem o de uma rede /56 ficar abaixo do de uma conexão, nem o de uma /48 abaixo do de uma /56.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Todos os limites */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrderLimits"];
                };
            };
            responses: {
                /** @description Os limites, já alterados, e os padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrderLimitsView"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler as formas de pagamento e o Pix da rede
         * @description Cada forma de pagamento ligada ou desligada na rede (uma loja pode desligar o que a rede liga, nunca ligar o que ela desliga), o recebedor Pix da rede (o salvo; senão PIX_KEY, PIX_MERCHANT_NAME e PIX_MERCHANT_CITY do ambiente, e então pixReceiverFromEnv é true) e o prazo para pagar um pedido Pix.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As configurações de pagamento */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentSettings"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Alterar as formas de pagamento e o Pix da rede
         * @description Só o que for enviado muda; uma forma de pagamento que não aparece em methods fica como estava. pixReceiver null apaga o recebedor salvo (volta o do ambiente, se houver). A chave é conferida pelo tipo (CPF e CNPJ pelos dígitos verificadores). A loja online mostra as formas de cada loja na hora, e o servidor recusa uma forma desligada.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description O que alterar (ao menos um campo) */
            requestBody: {
                content: {
                    "application/json": {
                        methods?: components["schemas"]["PaymentMethodSwitches"];
                        pixExpiryMinutes?: number;
                        pixReceiver?: components["schemas"]["PixReceiver"];
                    };
                };
            };
            responses: {
                /** @description As configurações de pagamento, já alteradas */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentSettings"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/pix-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler a conexão do Pix automático da rede
         * @description O Client secret e a chave privada nunca saem do servidor: a resposta diz só quando foram definidos (secretsUpdatedAt). Ficam guardados cifrados. inherited diz o que vale sem uma conexão própria: para uma loja, a da rede (chain), senão a do ambiente (env, PIX_PSP_*); para a rede, a do ambiente. fallbacks conta os pedidos Pix das últimas 24 h que usaram o QR estático porque o banco não respondeu.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A conexão, sem os segredos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Salvar a conexão do Pix automático da rede
         * @description Os certificados são conferidos (o certificado e a chave são um par, a cadeia do banco é lida). clientSecret e keyPem são só de escrita: sem eles, ficam os salvos (uma conexão nova precisa dos dois). Depois de salvar, o webhook é registrado no banco (PUT /webhook/{chave}); uma falha não desfaz o salvamento, fica em webhook.status e webhook.error. O Client secret e a chave privada nunca saem do servidor: a resposta diz só quando foram definidos (secretsUpdatedAt). Ficam guardados cifrados.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A conexão; os segredos podem ficar de fora */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PixConnectionUpdate"];
                };
            };
            responses: {
                /** @description A conexão salva, sem os segredos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remover a conexão do Pix automático da rede
         * @description Apaga a conexão salva aqui: uma loja volta a seguir a da rede; a rede, a do ambiente (PIX_PSP_*), se houver. Sem conexão nenhuma, os pedidos Pix usam o QR estático e a equipe confirma. Sem conexão salva, nada muda. Responde como fica (o que passa a valer).
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sem a conexão própria: o que passa a valer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/pix-connection/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testar a conexão do Pix automático da rede
         * @description Pede um token ao banco com a conexão em uso (a salva aqui, senão a que ela segue) e confere os escopos. ok false traz o motivo em português: certificado recusado, segredo errado, banco fora do ar, escopo faltando. 404 sem conexão nenhuma; 409 pix_secrets_unreadable quando os segredos salvos não abrem mais com a chave do servidor (salve-os de novo).
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O resultado do teste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionTest"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/pix-connection/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar de novo o webhook do Pix automático da rede
         * @description Pede ao banco, de novo, que avise o Frosty de cada Pix recebido (PUT /webhook/{chave}). O resultado fica em webhook.status. 404 sem uma conexão salva aqui; 409 pix_secrets_unreadable quando os segredos salvos não abrem mais (salve-os de novo).
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A conexão, com o resultado do registro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/scheduling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler as regras das encomendas
         * @description As regras em vigor (as salvas; senão as padrões) e as padrões: se a loja on-line aceita encomendas, a duração de cada horário, quantos dias à frente o cliente pode agendar, as formas de pagamento aceitas em encomendas, o total a partir do qual a encomenda é paga na hora por Pix e até quantas horas antes do horário o cliente pode cancelar.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As regras em vigor e as padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SchedulingRulesView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Alterar as regras das encomendas
         * @description Envie todas as regras: valem para as próximas encomendas. As já feitas mantêm o horário e o prazo de cancelamento com que foram feitas. Desativadas, a finalização oferece só "Agora" e as caixas de festa não podem ser pedidas.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description Todas as regras */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SchedulingRules"];
                };
            };
            responses: {
                /** @description As regras, já alteradas, e as padrões */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SchedulingRulesView"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar as lojas
         * @description Todas as lojas (também as fora do site), por id, com a chave de aberta/fechada, o horário e se estão abertas agora. A busca é a do seletor de lojas da loja online.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Parte do nome, da cidade, da UF ou do endereço, sem diferenciar maiúsculas; vazia: todas (só os primeiros 100 caracteres contam) */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As lojas encontradas, por id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStore"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copiar bairros, horário ou pagamentos de uma loja para outras
         * @description Copia, numa só transação, o que `what` diz da loja {id} para as lojas de `to` (as escolhidas, as de cidades e as de estados, juntas; nunca para a própria loja de origem):
         *
         *     - `delivery_areas`: os bairros das lojas de destino são substituídos pelos da origem (pedidos já feitos guardam o nome e o tempo do bairro, então não mudam);
         *     - `hours`: o horário da semana (a chave de aberta/fechada de cada loja não muda);
         *     - `payments`: a escolha da loja para cada forma de pagamento; o recebedor Pix de cada loja nunca é copiado.
         *
         *     Uma loja, cidade ou estado sem lojas é um 422 (`unknown_store_targets`), assim como um destino que só tem a própria loja (`no_store_targets`). A loja online mostra a mudança na hora.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description O que copiar e para quais lojas */
            requestBody: {
                content: {
                    "application/json": {
                        to: components["schemas"]["StoreTargets"];
                        /**
                         * @description O que copiar: bairros, horário da semana ou pagamentos
                         * @enum {string}
                         */
                        what: "delivery_areas" | "hours" | "payments";
                    };
                };
            };
            responses: {
                /** @description As lojas que receberam a cópia */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreCopyResult"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/delivery-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar os bairros de entrega de uma loja
         * @description Os bairros onde a loja entrega, por nome, com a taxa, o pedido mínimo e o tempo estimado. Uma loja sem bairros só aceita retirada.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os bairros da loja, por nome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryArea"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adicionar um bairro de entrega
         * @description Sem feeCents, a taxa é a taxa de entrega das configurações. O nome é único na loja, sem diferenciar maiúsculas (409 delivery_area_exists). A loja online passa a oferecer o bairro na hora.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description O bairro, a taxa, o pedido mínimo e o tempo */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeliveryAreaCreate"];
                };
            };
            responses: {
                /** @description O bairro criado */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryArea"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/delivery-areas/{areaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar um bairro de entrega
         * @description Só os campos enviados mudam; minOrderCents null tira o pedido mínimo. Pedidos já feitos guardam o bairro e o tempo que tinham. Um bairro de outra loja é 404.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do bairro */
                    areaId: string;
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Os campos a alterar (ao menos um) */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeliveryAreaUpdate"];
                };
            };
            responses: {
                /** @description O bairro, já alterado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryArea"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remover um bairro de entrega
         * @description A loja deixa de entregar no bairro: um pedido novo para ele é recusado (422 unknown_area). Pedidos já feitos não mudam. Um bairro de outra loja é 404.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do bairro */
                    areaId: string;
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os bairros que a loja ainda atende, por nome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeliveryArea"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Abrir, fechar, pausar entregas e definir o horário de uma loja
         * @description Liga ou desliga a chave de aberta/fechada, publica (ou tira) o horário da semana e pausa (ou retoma) as entregas: só retirada até um horário, com o motivo dito aos clientes; a pausa acaba sozinha. Uma loja fechada não aceita pedido nenhum, nem entrega (decisão 008). A loja online mostra a mudança na hora.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A chave e o horário (null: sem horário publicado) */
            requestBody: {
                content: {
                    "application/json": {
                        acceptsOrders: boolean;
                        /** @description Só retirada: entregas pausadas até `until` (depois de agora, no máximo 24 h), pelo motivo dito aos clientes; null: entregas normais; ausente: como estava */
                        deliveriesPause?: {
                            /**
                             * @description O motivo, dito aos clientes
                             * @example chuva forte
                             */
                            reason: string;
                            /**
                             * Format: date-time
                             * @description Quando as entregas voltam: depois de agora, no máximo 24 h à frente
                             * @example 2026-11-20T21:30:00.000Z
                             */
                            until: string;
                        } | null;
                        /** @description Os 7 dias da semana, começando no domingo: abertura e fechamento (um fechamento antes da abertura passa da meia-noite), ou null: fechada o dia todo */
                        openingHours: ({
                            /**
                             * @description Hora no fuso de São Paulo (HH:MM)
                             * @example 10:00
                             */
                            close: string;
                            /**
                             * @description Hora no fuso de São Paulo (HH:MM)
                             * @example 10:00
                             */
                            open: string;
                        } | null)[] | null;
                    };
                };
            };
            responses: {
                /** @description A loja, já alterada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStore"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler as formas de pagamento e o Pix de uma loja
         * @description As chaves da própria loja (uma forma sem chave segue a rede; uma forma desligada na rede fica desligada, diga a loja o que disser), o seu recebedor Pix (null: usa o da rede) e o que ela aceita agora. Pix só aparece em effectiveMethods quando há um recebedor, da loja ou da rede.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os pagamentos da loja */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StorePaymentSettings"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Ligar e desligar formas de pagamento de uma loja; definir o seu Pix
         * @description Em methods, true liga e false desliga a forma nesta loja; null volta a seguir a rede; uma forma que não aparece fica como estava. Uma forma desligada na rede fica desligada em todas as lojas: ligá-la aqui é recusado (422 method_off_for_chain, nada é salvo), e um true salvo antes não vale enquanto a rede a mantiver desligada. A equipe da loja pode ligar e desligar formas, mas não mudar o recebedor Pix (403 pix_receiver_hq_only): a chave decide para onde vai o dinheiro de cada pedido, e um franqueado é uma empresa própria, então só a sede a define. pixReceiver null apaga o recebedor da loja (volta o da rede). A loja online mostra a mudança na hora.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description O que alterar (ao menos um campo) */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StorePaymentSettingsUpdate"];
                };
            };
            responses: {
                /** @description Os pagamentos da loja, já alterados */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StorePaymentSettings"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/pix-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler a conexão do Pix automático própria de uma loja
         * @description O Client secret e a chave privada nunca saem do servidor: a resposta diz só quando foram definidos (secretsUpdatedAt). Ficam guardados cifrados. inherited diz o que vale sem uma conexão própria: para uma loja, a da rede (chain), senão a do ambiente (env, PIX_PSP_*); para a rede, a do ambiente. fallbacks conta os pedidos Pix das últimas 24 h que usaram o QR estático porque o banco não respondeu.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A conexão, sem os segredos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Salvar a conexão do Pix automático própria de uma loja
         * @description Os certificados são conferidos (o certificado e a chave são um par, a cadeia do banco é lida). clientSecret e keyPem são só de escrita: sem eles, ficam os salvos (uma conexão nova precisa dos dois). Depois de salvar, o webhook é registrado no banco (PUT /webhook/{chave}); uma falha não desfaz o salvamento, fica em webhook.status e webhook.error. O Client secret e a chave privada nunca saem do servidor: a resposta diz só quando foram definidos (secretsUpdatedAt). Ficam guardados cifrados.
         *
         *     Somente a sede (papel admin).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A conexão; os segredos podem ficar de fora */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PixConnectionUpdate"];
                };
            };
            responses: {
                /** @description A conexão salva, sem os segredos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remover a conexão do Pix automático própria de uma loja
         * @description Apaga a conexão salva aqui: uma loja volta a seguir a da rede; a rede, a do ambiente (PIX_PSP_*), se houver. Sem conexão nenhuma, os pedidos Pix usam o QR estático e a equipe confirma. Sem conexão salva, nada muda. Responde como fica (o que passa a valer).
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sem a conexão própria: o que passa a valer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/pix-connection/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testar a conexão do Pix automático de uma loja
         * @description Pede um token ao banco com a conexão em uso (a salva aqui, senão a que ela segue) e confere os escopos. ok false traz o motivo em português: certificado recusado, segredo errado, banco fora do ar, escopo faltando. 404 sem conexão nenhuma; 409 pix_secrets_unreadable quando os segredos salvos não abrem mais com a chave do servidor (salve-os de novo).
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O resultado do teste */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionTest"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/pix-connection/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar de novo o webhook do Pix automático de uma loja
         * @description Pede ao banco, de novo, que avise o Frosty de cada Pix recebido (PUT /webhook/{chave}). O resultado fica em webhook.status. 404 sem uma conexão salva aqui; 409 pix_secrets_unreadable quando os segredos salvos não abrem mais (salve-os de novo).
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A conexão, com o resultado do registro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConnectionView"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Definir o limite de atraso, a comanda e o cancelamento automático de uma loja
         * @description Quantos minutos um pedido pode esperar em "Pendente" antes de ser marcado como atrasado (no quadro e em "Lojas ao vivo"), o papel da impressora de comandas (80 mm ou 58 mm), se a comanda sai sozinha quando um pedido é aceito e, se enviado, depois de quantos minutos um pedido pago na entrega que ninguém da loja abriu, imprimiu ou moveu é cancelado pelo sistema (o estoque volta à venda e o cliente é avisado). Para as encomendas: quantos minutos antes do horário a encomenda entra na fila (tempo de preparo) e quantos picolés de encomendas a loja faz em cada dia da semana.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description As configurações da loja */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Imprimir a comanda sozinha quando um pedido é aceito (Em preparo) */
                        autoPrintTickets: boolean;
                        /**
                         * @description Minutos depois dos quais um pedido em "Pendente" pago na entrega (dinheiro, cartão ou WhatsApp) que ninguém da loja abriu, imprimiu ou moveu é cancelado pelo sistema, e o estoque volta à venda; o cliente é avisado (padrão 30)
                         * @example 30
                         */
                        cancelUnacceptedAfterMinutes?: number;
                        /**
                         * @description Quantos picolés de encomendas a loja faz por dia da semana, de domingo a sábado (padrão 300 cada); 0: não aceita encomendas no dia
                         * @example [
                         *       200,
                         *       300,
                         *       300,
                         *       300,
                         *       300,
                         *       400,
                         *       400
                         *     ]
                         */
                        dailyCapacity?: number[];
                        /**
                         * @description Minutos que um pedido pode ficar em "Pendente" antes de aparecer como atrasado no quadro e em "Lojas ao vivo" (padrão 5)
                         * @example 5
                         */
                        lateAfterMinutes: number;
                        /**
                         * @description Minutos antes do horário de uma encomenda em que ela entra na fila da loja, para o preparo (padrão 45)
                         * @example 45
                         */
                        preparationMinutes?: number;
                        /**
                         * @description A largura do papel da impressora de comandas da loja
                         * @example 80mm
                         * @enum {string}
                         */
                        ticketPaper: "80mm" | "58mm";
                        /**
                         * @description O fuso da loja: o horário, o "aberta agora" e o dia dos números dos pedidos contam nele (padrão: o do estado)
                         * @example America/Manaus
                         * @enum {string}
                         */
                        timeZone?: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
                    };
                };
            };
            responses: {
                /** @description A loja, já alterada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStore"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler o estoque de uma loja
         * @description Todos os picolés à venda na rede, por nome, com as unidades desta loja, a chave de esgotado e se o estoque está baixo. Uma loja que nunca contou um sabor tem 0 unidades dele.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O estoque da loja */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreStock"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Salvar o estoque de uma loja
         * @description Salva de uma vez as unidades e a chave de esgotado dos sabores enviados (os outros ficam como estão). Cada sabor leva o estoque que a tela mostrava (`expectedStockQuantity`): se pedidos mudaram esse estoque enquanto a equipe contava, um estoque deixado como estava fica com o de agora, e um estoque novo digitado recusa o envio inteiro (409, `stock_changed`, com o estoque de agora de cada sabor em `issues`). A loja online mostra na hora o que a loja passou a vender ou deixou de vender.
         *
         *     A sede vê toda a rede; a equipe de loja, só as suas lojas.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Os sabores contados */
            requestBody: {
                content: {
                    "application/json": {
                        lines: {
                            /** @description O estoque que a tela mostrava quando foi carregada. Se mudou desde então (pedidos), um estoque novo digitado é recusado (409); um estoque deixado como estava fica com o de agora */
                            expectedStockQuantity: number;
                            /** @description false: esgotado nesta loja, seja qual for o estoque */
                            isAvailable: boolean;
                            /**
                             * @description O id do picolé
                             * @example 7
                             */
                            productId: string;
                            /** @description As unidades contadas na loja */
                            stockQuantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description O estoque da loja, já salvo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreStock"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lojas ao vivo
         * @description Cada loja agora: aberta ou fechada (a chave e o horário), se um painel da equipe da loja está conectado (visto nos últimos 60 s, em qualquer instância), os pedidos em Pendente e o mais antigo, os atrasados (além do limite da loja), os picolés retidos em pedidos ainda não pagos nem aceitos, e os pedidos e vendas de hoje (o dia de cada loja, no seu horário, com as encomendas agendadas para hoje; sem os cancelados). Uma encomenda Agendada não está na fila. O que precisa de atenção vem primeiro. Feita para ser consultada a cada poucos segundos.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Só as lojas deste estado (a sigla, como PE) */
                    state?: "" | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description As lojas agora */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LiveStores"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar a equipe
         * @description Quem pode usar o painel: a sede (papel admin) e a equipe de cada loja, com quem deu o acesso e quando. A sede primeiro, depois por nome.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A equipe */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamMember"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{userId}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Tirar todas as lojas de uma conta
         * @description A conta deixa de ser equipe de qualquer loja, a partir da próxima requisição. O papel de sede (admin), se tiver, continua: ele só se tira pela linha de comando.
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da conta */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A pessoa sem lojas (null se não é mais da equipe) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamChange"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{userId}/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Tirar uma loja de uma conta
         * @description A conta deixa de ser equipe desta loja, a partir da próxima requisição (um fluxo ao vivo aberto é fechado). Registrado com quem tirou e quando.
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id da loja */
                    storeId: string;
                    /** @description O id da conta */
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A pessoa sem a loja */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamChange"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de acessos
         * @description Cada acesso dado ou tirado (papel de sede ou loja), a quem, por quem (ou pela linha de comando) e quando, do mais novo para o mais antigo, em páginas.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: {
                    /** @description A página, de 20 registros, a partir de 1 */
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Uma página do registro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccessLogPage"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dar mais lojas a quem já é da equipe
         * @description Dá lojas a uma conta que já é da equipe (de alguma loja, ou da sede), pelo id, registrado com quem deu e quando. Lojas que a conta já tinha ficam como estavam. Conta ou loja desconhecida: 404; conta que ainda não é da equipe: 409 (convide a pessoa: POST /api/admin/team/invitations); nos dois casos nada muda. O papel de sede (admin) não se dá por aqui: só pela linha de comando, com confirmação.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A conta e as lojas */
            requestBody: {
                content: {
                    "application/json": {
                        storeIds: string[];
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description A pessoa com as lojas, e quais foram dadas agora */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamChange"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar os convites
         * @description Os convites que ainda valem e os dos últimos 30 dias (aceitos, expirados ou cancelados), os pendentes primeiro. Um convite aceito diz qual conta o aceitou e quando essa conta foi criada. O link não aparece aqui: só quando o convite é criado.
         *
         *     Somente a sede (papel admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os convites */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffInvitation"][];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Convidar alguém para a equipe de lojas
         * @description Cria um convite para o e-mail e as lojas, que vale 7 dias e uma vez só, e responde o link (mostrado só agora: o servidor guarda só o hash do código). A sede envia o link à pessoa pelo seu próprio canal; quem abre o link, entra (ou cria a conta) e aceita passa a ser da equipe das lojas. Loja desconhecida: 404, e nada é criado.
         *
         *     Somente a sede (papel admin).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description O e-mail da pessoa e as lojas */
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        storeIds: string[];
                    };
                };
            };
            responses: {
                /** @description O convite e o seu link */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedStaffInvitation"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancelar um convite
         * @description O link deixa de valer na hora. Um convite já aceito não se cancela (409): tire as lojas da pessoa na equipe. Um expirado ou já cancelado fica como está.
         *
         *     Somente a sede (papel admin).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O id do convite */
                    invitationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O convite cancelado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffInvitation"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler o catálogo
         * @description Os picolés à venda, as lojas (com o horário e se estão abertas agora), os contatos do site e a taxa de entrega. A resposta traz um ETag: envie-o em If-None-Match e, se nada mudou, a resposta é um 304 sem corpo. Com Accept-Encoding br ou gzip, o JSON vem comprimido (Content-Encoding).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O catálogo */
                200: {
                    headers: {
                        /** @description A versão do catálogo, para If-None-Match */
                        ETag: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CatalogWithSite"];
                    };
                };
                /** @description O catálogo não mudou desde o ETag enviado em If-None-Match (sem corpo) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relatar um erro do navegador
         * @description A página de erro da loja (“Algo deu errado”) relata aqui o erro que a causou, para a equipe ver no log do servidor. Corpo de até 8 KB; até 30 relatos por conexão a cada 10 minutos (429 depois, com Retry-After). Nada é guardado além da linha de log.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description O erro, a página e onde ele aconteceu */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClientErrorReport"];
                };
            };
            responses: {
                /** @description Relato recebido */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tentativas demais: espere e tente de novo */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_requests",
                         *         "message": "Muitas tentativas. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conta e a carteira de cashback do membro
         * @description Com a sessão de membro do Clube Frosty (o cookie de POST /api/club/auth/phone-number/verify): o celular, desde quando é membro, o consentimento aceito, o saldo, o que está a liberar, o que expira nos próximos 30 dias e as últimas movimentações, com as regras. Sem sessão de membro (ou com a de alguém da equipe), 401.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O membro e a carteira dele */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClubMember"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Excluir minha conta do Clube Frosty
         * @description Apaga a conta do membro da sessão: o celular, as sessões (o cookie é apagado também), o consentimento e os códigos pendentes. O histórico de cashback e os pedidos ficam, sem ligação com a pessoa (os pedidos são registros de venda da loja, guardados pelo prazo legal). O saldo é perdido. Pede { confirm: true }; sem sessão de membro (ou depois de excluída), 401.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A confirmação */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeleteClubAccount"];
                };
            };
            responses: {
                /** @description Conta excluída */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClubAccountDeleted"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Se o Clube Frosty está aberto, e as regras do cashback
         * @description available: false quando o servidor não tem como enviar os códigos de acesso (WhatsApp, SMS): ninguém entra no clube, e os pedidos seguem normalmente. As regras são as que a matriz configurou (percentual, saldo mínimo para usar, validade em dias). member diz se há um membro com a sessão aberta: a página só lê GET /api/club/me quando há.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O estado do clube */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClubStatus"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conferir um cupom
         * @description Para o botão “Aplicar” do checkout: o cupom, se ele vale agora para este pedido (dentro da validade e do limite de usos e, com o que a query diz do pedido, na loja, no modo de receber e acima do pedido mínimo). O código é comparado sem diferença de maiúsculas e minúsculas e sem os espaços das pontas. Um código que não nomeia cupom ativo, e também o código em branco (GET /api/coupons/), recebe 404 “Cupom inválido”; um cupom que não vale para este pedido recebe 422 com o porquê (coupon_expired “Cupom expirado em 26/11”, coupon_not_yet_valid, coupon_used_up, coupon_other_store, coupon_delivery_only, coupon_below_minimum). Fazer o pedido confere o cupom de novo: ele pode se esgotar entre uma coisa e outra.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Entrega ou retirada; sem ele, não é conferido */
                    deliveryMethod?: "delivery" | "pickup";
                    /** @description A loja do pedido; sem ela, a loja não é conferida */
                    storeId?: string;
                    /** @description O subtotal dos produtos, em centavos, para o pedido mínimo */
                    subtotalCents?: string;
                };
                header?: never;
                path: {
                    /** @description O código digitado pelo cliente */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O cupom vale agora para este pedido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Coupon"];
                    };
                };
                /** @description Nenhum cupom válido agora com este código */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_coupon",
                         *         "message": "Cupom inválido"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O cupom existe, mas não vale para este pedido: o porquê (ou a query é inválida) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "coupon_expired",
                         *         "message": "Cupom expirado em 26/11"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tentativas demais: espere e tente de novo */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_requests",
                         *         "message": "Muitas tentativas. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verificar se o serviço está no ar
         * @description Para o balanceador de carga e o monitoramento: 200 quando o servidor responde e o banco de dados responde e consegue gravar no disco; 503 quando o banco não responde (database_unavailable) ou não consegue gravar, com o disco cheio ou com falha (storage_unavailable). Nunca fica em cache.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tudo no ar */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description O banco de dados não responde ou não consegue gravar no disco */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "database_unavailable",
                         *         "message": "Banco de dados indisponível"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver um convite
         * @description Para a página do link (/convite/<código>): para qual e-mail a sede criou o convite, quem o criou, quais lojas ele dá e até quando vale. Não precisa de sessão: quem tem o link é o convidado.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O código do link do convite (/convite/<código>) */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O convite, que ainda vale */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StaffInvitationPreview"];
                    };
                };
                /** @description Nenhum convite com este código */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invitation_not_found",
                         *         "message": "Convite não encontrado. Confira o link ou peça outro à sede."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O convite não vale mais: já usado, expirado, cancelado, de quem não é mais da sede, ou de lojas que não existem mais */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invitation_expired",
                         *         "message": "Este convite expirou. Peça outro à sede."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceitar um convite
         * @description A conta da sessão (o cookie de POST /api/auth/sign-up/email ou /api/auth/sign-in/email; qualquer conta, ainda sem acesso ao painel) passa a ser da equipe das lojas do convite, registrado no registro de acessos como dado por quem criou o convite. Uma vez só: depois o link não vale mais. O link é a prova: a conta que aceita não precisa ter o e-mail do convite, e a sede vê qual conta aceitou (e quando ela foi criada). Com cookie, a origem (Origin) precisa ser confiável.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description O código do link do convite (/convite/<código>) */
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Aceito: as lojas agora são da conta */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AcceptedStaffInvitation"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Nenhum convite com este código */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invitation_not_found",
                         *         "message": "Convite não encontrado. Confira o link ou peça outro à sede."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O convite não vale mais: já usado, expirado, cancelado, de quem não é mais da sede, ou de lojas que não existem mais */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invitation_expired",
                         *         "message": "Este convite expirou. Peça outro à sede."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fazer um pedido
         * @description O servidor busca os preços, aplica o cupom e a taxa de entrega e reserva o estoque; um preço enviado pelo cliente é ignorado. Repetir a requisição com a mesma Idempotency-Key devolve o mesmo pedido (200), nunca um segundo. Um membro do Clube Frosty (com sessão) ganha cashback e pode usar o saldo (`cashback`); sem sessão de membro, usar cashback é 401.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Uma chave única por pedido (um UUID serve), repetida em cada nova tentativa */
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            /** @description Os itens, a loja, o cliente e as escolhas do pedido */
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Cartão na entrega/retirada: crédito ou débito (obrigatório)
                         * @enum {string}
                         */
                        cardType?: "credit" | "debit";
                        /** @description Clube Frosty: usar o cashback (membro com sessão). O servidor decide quanto: o saldo, limitado ao valor dos produtos após o cupom e às regras do clube */
                        cashback?: {
                            /** @description O saldo de cashback que o cliente viu; se mudou, o pedido não é feito (409 cashback_balance_changed) */
                            expectedBalanceCents: number;
                        };
                        /** @description Dinheiro: troco para quanto (≥ o total), em centavos */
                        changeForCents?: number;
                        couponCode?: string;
                        customer: {
                            /** @description Opcional; quando informado, os dígitos verificadores são conferidos */
                            cpf?: string;
                            /**
                             * @description Obrigatório: vazio ou ausente, o pedido é recusado (422)
                             * @default
                             */
                            name?: string;
                            /**
                             * @description Obrigatório: telefone brasileiro com DDD (10 ou 11 dígitos); vazio, o pedido é recusado
                             * @default
                             */
                            phone?: string;
                        };
                        /** @description Obrigatório para entrega (deliveryMethod = delivery) */
                        deliveryAddress?: {
                            /** @description O id de um dos bairros que a loja atende (catálogo) */
                            areaId: string;
                            /** @example 01310-200 */
                            cep: string;
                            complement?: string;
                            number: string;
                            street: string;
                        };
                        /** @enum {string} */
                        deliveryMethod: "delivery" | "pickup";
                        /** @description O total que o cliente viu; se o do servidor for outro, o pedido não é feito (409 price_changed) */
                        expectedTotalCents?: number;
                        items: {
                            /** @default [] */
                            addonIds?: string[];
                            /** @description Caixa de festa: os sabores e quantos de cada, por caixa (a soma é o tamanho da caixa) */
                            boxParts?: {
                                productId: string;
                                quantity: number;
                            }[];
                            productId: string;
                            quantity: number;
                            /** @enum {string} */
                            size: "pequeno" | "medio" | "grande";
                        }[];
                        /** @enum {string} */
                        paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
                        /** @description Encomenda: para um dia e horário da loja; ausente, o pedido é para agora. Caixas de festa são sempre agendadas */
                        schedule?: {
                            /**
                             * Format: date-time
                             * @description O início do horário escolhido (um dos de GET /api/stores/{id}/schedule)
                             * @example 2026-11-29T15:00:00.000Z
                             */
                            slotStart: string;
                        };
                        storeId: string;
                    };
                };
            };
            responses: {
                /** @description O mesmo pedido de uma tentativa anterior com esta chave */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlacedOrder"];
                    };
                };
                /** @description Pedido criado (Location aponta para ele) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlacedOrder"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conflito com o estado atual */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "conflict",
                         *         "message": "Os dados mudaram enquanto você editava."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tentativas demais: espere e tente de novo */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_requests",
                         *         "message": "Muitas tentativas. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler um pedido
         * @description Só para quem tem o token de acesso do pedido; um token errado é um 404. Traz o histórico de status (cada status com quando começou), para o cliente acompanhar o pedido. O token vai no link de acompanhamento, que se compartilha: CPF, telefone e endereço inteiros e o código de retirada só vêm com a prova do aparelho que fez o pedido (X-Order-Owner).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description O ownerProof devolvido ao criar o pedido: sem ele, o pedido vem sem CPF, com telefone e endereço mascarados e sem código de retirada */
                    "x-order-owner"?: string;
                    /** @description O accessToken devolvido ao criar o pedido */
                    "x-order-token"?: string;
                };
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O pedido e o seu histórico de status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrackedOrder"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar uma encomenda
         * @description O cliente cancela a sua encomenda agendada pelo acompanhamento, no aparelho que fez o pedido (X-Order-Token e X-Order-Owner), enquanto ela espera o horário e até o prazo de cancelamento (`schedule.cancelUntil`); depois, só a loja cancela (422 cancel_too_late). O estoque, o cupom e o cashback voltam; um Pix confirmado pelo banco é devolvido.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description O ownerProof devolvido ao criar o pedido: sem ele, o pedido vem sem CPF, com telefone e endereço mascarados e sem código de retirada */
                    "x-order-owner"?: string;
                    /** @description O accessToken devolvido ao criar o pedido */
                    "x-order-token"?: string;
                };
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A encomenda cancelada, com o seu histórico */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrackedOrder"];
                    };
                };
                /** @description Sem permissão, ou origem não permitida */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "forbidden",
                         *         "message": "Você não tem permissão para acessar o painel administrativo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Acompanhar um pedido ao vivo (Server-Sent Events)
         * @description O status do pedido, ao vivo, para quem o fez. EventSource não envia cabeçalhos, então o token de acesso vai na query (o log de requisições registra o caminho sem ela). Um token errado ou ausente recebe o mesmo 404 de GET /api/orders/{id}. Cada pedido pode ser acompanhado por até 8 conexões ao mesmo tempo, e cada endereço de cliente abre até 60: além disso, 429 (`too_many_streams`, com Retry-After). Com o servidor cheio, 503; o espaço reservado ao painel da equipe nunca é usado por clientes.
         */
        get: {
            parameters: {
                query?: {
                    /** @description O accessToken devolvido ao criar o pedido */
                    token?: string;
                };
                header?: never;
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description O fluxo de eventos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example retry: 3000
                         *
                         *     event: status
                         *     data: {"status":"pending"}
                         */
                        "text/event-stream": string;
                    };
                };
                /** @description Pedido não encontrado, ou o token não é o dele */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "order_not_found",
                         *         "message": "Pedido não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Conexões demais para este pedido ou deste endereço: feche alguma e tente de novo (Retry-After diz quando) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_streams",
                         *         "message": "Este pedido já está sendo acompanhado em muitas telas. Feche alguma e tente de novo."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível, ou conexões abertas demais: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receber avisos quando o status do pedido mudar
         * @description Inscreve o navegador (a PushSubscription dele, em JSON) nos avisos deste pedido. Só para quem tem o token de acesso do pedido; um token errado é um 404, como em GET /api/orders/{id}. O endpoint precisa ser de um serviço de push de navegador (https). Cada pedido avisa até 5 navegadores: uma nova inscrição além disso substitui a mais antiga. Repetir a inscrição de um endpoint só atualiza as chaves (200).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description O accessToken devolvido ao criar o pedido */
                    "x-order-token"?: string;
                };
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            /** @description A inscrição do navegador (PushSubscription) */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PushSubscriptionInput"];
                };
            };
            responses: {
                /** @description Este navegador já estava inscrito */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushSubscription"];
                    };
                };
                /** @description Inscrito: os próximos status chegam como aviso */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushSubscription"];
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Pedido não encontrado, ou o token não é o dele */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "order_not_found",
                         *         "message": "Pedido não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Parar de receber avisos do pedido
         * @description Apaga a inscrição deste endpoint nos avisos do pedido (nada acontece se ela não existe). Pede o token de acesso do pedido, como a inscrição.
         */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description O accessToken devolvido ao criar o pedido */
                    "x-order-token"?: string;
                };
                path: {
                    /** @description O id do pedido */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Qual inscrição apagar */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PushUnsubscribe"];
                };
            };
            responses: {
                /** @description Este navegador não recebe mais avisos do pedido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description false: não havia inscrição deste endpoint */
                            removed: boolean;
                        };
                    };
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Pedido não encontrado, ou o token não é o dele */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "order_not_found",
                         *         "message": "Pedido não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os pedidos do membro do Clube Frosty
         * @description Com a sessão de membro do Clube Frosty: os últimos pedidos feitos com ela, do mais novo ao mais antigo, cada um com o token de acesso e a prova de dono, para que o membro os acompanhe em qualquer aparelho. Sem sessão de membro, 401.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os pedidos do membro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MemberOrders"];
                    };
                };
                /** @description Sem sessão: faça login */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unauthorized",
                         *         "message": "Faça login para continuar"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pix/webhook/{connection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aviso de Pix recebido (webhook do PSP)
         * @description O PSP avisa aqui de um Pix recebido (POST {webhookUrl}/pix, como a API Pix do Banco Central define). O aviso é só um motivo para perguntar: a Frosty consulta a cobrança no PSP (GET /cob/{txid}) e só marca o pedido como pago se ela estiver CONCLUIDA com o valor do pedido; um aviso forjado não muda nada. Responde 200 sempre que o corpo tem a forma do padrão, conheça a Frosty ou não os txids (nada revela quais existem).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A conexão Pix automático que registrou o webhook */
                    connection: string;
                };
                cookie?: never;
            };
            /** @description Os Pix recebidos */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PixWebhook"];
                };
            };
            responses: {
                /** @description Aviso recebido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tentativas demais: espere e tente de novo */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_requests",
                         *         "message": "Muitas tentativas. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pix/webhook/{connection}/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aviso de Pix recebido (webhook do PSP)
         * @description O PSP avisa aqui de um Pix recebido (POST {webhookUrl}/pix, como a API Pix do Banco Central define). O aviso é só um motivo para perguntar: a Frosty consulta a cobrança no PSP (GET /cob/{txid}) e só marca o pedido como pago se ela estiver CONCLUIDA com o valor do pedido; um aviso forjado não muda nada. Responde 200 sempre que o corpo tem a forma do padrão, conheça a Frosty ou não os txids (nada revela quais existem).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A conexão Pix automático que registrou o webhook */
                    connection: string;
                };
                cookie?: never;
            };
            /** @description Os Pix recebidos */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PixWebhook"];
                };
            };
            responses: {
                /** @description Aviso recebido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Requisição malformada (JSON inválido ou cabeçalho faltando) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "invalid_json",
                         *         "message": "JSON inválido no corpo da requisição"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Corpo grande demais */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "payload_too_large",
                         *         "message": "O conteúdo enviado é grande demais"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description O corpo não é JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "unsupported_media_type",
                         *         "message": "Envie os dados em JSON"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Tentativas demais: espere e tente de novo */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "too_many_requests",
                         *         "message": "Muitas tentativas. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chave pública dos avisos (Web Push)
         * @description O applicationServerKey que o navegador passa a PushManager.subscribe(): os avisos de status de pedido são assinados com a chave privada correspondente (VAPID).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A chave pública VAPID */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PushPublicKey"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os horários de encomenda de uma loja
         * @description Os dias e horários em que a loja aceita uma encomenda agendada, no fuso da loja: dentro do horário de funcionamento, a partir da antecedência do carrinho (`leadHours`) e do tempo de preparo da loja, pelos dias que a rede permite. Um dia sem capacidade para os picolés do carrinho (`units`) vem esgotado. Fazer o pedido confere tudo de novo.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A maior antecedência dos produtos do carrinho, em horas */
                    leadHours?: number | null;
                    /** @description Quantos picolés o carrinho tem: um dia sem vaga para eles fica esgotado */
                    units?: number;
                };
                header?: never;
                path: {
                    /** @description O id da loja */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Os dias e horários da loja */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreSchedule"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "not_found",
                         *         "message": "Recurso não encontrado"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Dados inválidos: `issues` diz quais campos */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "validation_failed",
                         *         "message": "Preencha os campos obrigatórios"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Banco de dados indisponível: tente de novo em instantes */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "service_unavailable",
                         *         "message": "Serviço temporariamente indisponível. Tente novamente em instantes."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description O convite aceito */
        AcceptedStaffInvitation: {
            /** @description As lojas do convite: agora a conta é da equipe delas */
            stores: {
                /** @example São Paulo */
                city: string;
                id: string;
                /** @example Frosty Paulista */
                name: string;
                /** @example SP */
                state: string;
            }[];
        };
        /** @description Um acesso dado ou tirado: o quê, a quem, por quem */
        AccessLogEntry: {
            account: {
                /**
                 * Format: date-time
                 * @description null: a conta foi apagada
                 * @example 2026-11-20T13:00:00.000Z
                 */
                createdAt: string | null;
                /** @description O e-mail da conta na época */
                email: string;
                /** @description null: a conta foi apagada */
                id: string | null;
                /** @description O nome de hoje; null se foi apagada */
                name: string | null;
            };
            /**
             * @description grant: deu; revoke: tirou
             * @enum {string}
             */
            action: "grant" | "revoke";
            /**
             * Format: date-time
             * @example 2026-11-20T13:00:00.000Z
             */
            at: string;
            /** @description Quem fez: o nome de quem estava na sede, ou "linha de comando" */
            by: string;
            id: number;
            /** @description O papel (admin), numa mudança de papel */
            role: string | null;
            /** @description A loja, numa mudança de loja */
            store: {
                id: string;
                /** @description null: a loja não existe mais */
                name: string | null;
            } | null;
        };
        /** @description Uma página do registro de acessos, do mais novo */
        AccessLogPage: {
            entries: components["schemas"]["AccessLogEntry"][];
            page: number;
            /** @example 20 */
            pageSize: number;
            /** @description Registros ao todo */
            total: number;
        };
        /** @description Um cupom, como a equipe o gerencia */
        AdminCoupon: {
            /**
             * @description Desconto em centavos (só no tipo amount)
             * @example 500
             */
            amountOffCents: number | null;
            /**
             * @description O código, em maiúsculas
             * @example VERAO20
             */
            code: string;
            /** @description Desligado, o cupom não vale mesmo na validade */
            isActive: boolean;
            /**
             * @description percent: % dos produtos; amount: reais dos produtos; free_delivery: o frete
             * @enum {string}
             */
            kind: "percent" | "amount" | "free_delivery";
            /**
             * @description Pedido mínimo em centavos, sobre os produtos; null: sem mínimo
             * @example 3000
             */
            minOrderCents: number | null;
            /**
             * @description Desconto, em % (só no tipo percent)
             * @example 20
             */
            percentOff: number | null;
            /**
             * @description Só nestes estados (UF); null: sem restrição de estado
             * @example [
             *       "PE"
             *     ]
             */
            states: string[] | null;
            /** @description Só nestas lojas; null: sem restrição de loja */
            storeIds: string[] | null;
            /**
             * @description Quantos pedidos já usaram o cupom
             * @example 3
             */
            usageCount: number;
            /**
             * @description Quantos pedidos podem usar o cupom; null: sem limite
             * @example 100
             */
            usageLimit: number | null;
            /**
             * Format: date-time
             * @description Início da validade; null: sem limite
             * @example 2025-12-01T03:00:00.000Z
             */
            validFrom: string | null;
            /**
             * Format: date-time
             * @description Fim da validade; null: sem limite
             * @example 2025-12-01T03:00:00.000Z
             */
            validTo: string | null;
        };
        /** @description Uma linha do pedido, como o cartão a mostra */
        AdminOrderCardItem: {
            /** @description Os nomes dos adicionais */
            addons: string[];
            /** @description Caixa de festa: os sabores de cada caixa; null numa linha comum */
            boxParts: {
                name: string;
                productId: string;
                /** @description Quantos deste sabor em cada caixa */
                quantity: number;
            }[] | null;
            name: string;
            quantity: number;
            /** @enum {string} */
            size: "pequeno" | "medio" | "grande";
        };
        /** @description Um pedido como a equipe o vê: o do cliente (sem o token nem o código de retirada), a versão, o atraso, a comanda e o histórico */
        AdminOrderDetail: {
            /** @description Clube Frosty: o cashback que o pedido usou e rende; null fora do clube */
            cashback: {
                /** @description Cashback que o pedido rende (ou rendeu), em centavos */
                earnedCents: number;
                /**
                 * @description expected: rende quando o pagamento for confirmado; pending: a liberar na entrega; available: liberado; cancelled: não rende (pedido cancelado ou estornado)
                 * @enum {string}
                 */
                earnedStatus: "expected" | "pending" | "available" | "cancelled";
                /** @description Cashback usado neste pedido (já descontado do total), em centavos */
                spentCents: number;
            } | null;
            couponCode: string | null;
            /** @description Saiu para entrega: quem levou o pedido, se a loja informou; senão null */
            courierName: string | null;
            /** Format: date-time */
            createdAt: string;
            customer: {
                /** @description O endereço de entrega, em uma linha */
                address: string | null;
                cpf: string | null;
                name: string;
                phone: string;
            };
            /** @description null: retirada na loja */
            delivery: {
                cep: string;
                city: string;
                complement: string | null;
                /** @description Tempo estimado de entrega, em minutos */
                etaMinutes: number;
                neighbourhood: string;
                number: string;
                state: string;
                street: string;
            } | null;
            /** @description Taxa de entrega, em centavos */
            deliveryFeeCents: number;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @description Desconto do cupom, em centavos */
            discountCents: number;
            /** @description As mudanças de status, a mais antiga primeiro */
            history: components["schemas"]["OrderHistoryEntry"][];
            /** @example ORD-1763900000000 */
            id: string;
            items: components["schemas"]["OrderLine"][];
            /** @description Pendente há mais tempo que o limite da loja (lateAfterMinutes), agora; numa encomenda, ainda não Pronto no início do horário */
            late: boolean;
            /**
             * Format: date-time
             * @description Quando o pedido passa a contar como atrasado se ainda estiver Pendente (o limite da loja); numa encomenda, o início do horário, se ainda não estiver Pronto
             */
            lateAt: string;
            payment: components["schemas"]["OrderPayment"];
            /** @description Pix: quem da equipe confirmou o pagamento no extrato, ou “Banco (Pix automático)”; null: ninguém (ainda) */
            paymentConfirmedBy: string | null;
            /** @enum {string} */
            paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
            /**
             * Format: date-time
             * @description Quando o código de retirada foi conferido na entrega; null: ainda não foi
             */
            pickupCodeCheckedAt: string | null;
            /** @description Só num pedido Pix feito numa loja com Pix automático: a cobrança no banco e as devoluções */
            pixAutomatic?: {
                /** @description O endToEndId do Pix que pagou a cobrança; null: nenhum ainda */
                endToEndId: string | null;
                /** @description Só em fallback: por que a cobrança não foi criada (em português) */
                fallbackReason: string | null;
                /**
                 * Format: date-time
                 * @description Quando o Pix foi pago, segundo o banco
                 */
                paidAt: string | null;
                /** @description Quanto o banco confirmou, em centavos */
                paidCents: number | null;
                /** @description As devoluções, a mais antiga primeiro */
                refunds: components["schemas"]["OrderPixRefund"][];
                /**
                 * @description creating e active: aguardando o banco; paid: o banco confirmou; fallback: o banco não respondeu e o pedido usa o QR estático, confirmado pela equipe; closed: expirou sem pagamento
                 * @enum {string}
                 */
                status: "creating" | "active" | "paid" | "fallback" | "closed";
                /** @description O identificador da cobrança no banco (26 a 35 caracteres) */
                txid: string;
            };
            /** @description Encomenda: o dia e o horário; null num pedido para agora */
            schedule: {
                /**
                 * Format: date-time
                 * @description Até quando o cliente pode cancelar pelo acompanhamento; depois, só a loja
                 */
                cancelUntil: string;
                /**
                 * Format: date
                 * @description O dia, no fuso da loja
                 */
                day: string;
                /**
                 * @description O horário como o cliente lê, no fuso da loja
                 * @example sábado, 29/11 às 15:00
                 */
                label: string;
                /**
                 * Format: date-time
                 * @description O início do horário
                 */
                slotStart: string;
                /**
                 * @description A hora do horário, no fuso da loja
                 * @example 15:00
                 */
                time: string;
            } | null;
            /**
             * Format: date-time
             * @description Quando alguém da equipe abriu o pedido pela primeira vez; null: ainda é “Novo”
             */
            seenAt: string | null;
            /**
             * @description O número do pedido na loja, no dia (de 1 em diante): mostre como #042
             * @example 42
             */
            shortNumber: number;
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
            store: {
                address: string;
                city: string;
                id: string;
                name: string;
                state: string;
                /**
                 * @description O fuso da loja: o horário de uma encomenda conta nele
                 * @enum {string}
                 */
                timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
                /** @description O WhatsApp da loja (só dígitos); null: use o WhatsApp de pedidos do site */
                whatsapp: string | null;
            };
            /** @description Soma das linhas, em centavos */
            subtotalCents: number;
            ticket: components["schemas"]["OrderTicket"];
            /** @description Total cobrado, em centavos */
            totalCents: number;
            /**
             * Format: date-time
             * @description A última mudança do pedido
             */
            updatedAt: string;
            /** @description A versão do pedido: envie-a ao mudar o status, para notar uma mudança feita por outra pessoa */
            version: number;
        };
        /** @description A fila de pedidos, filtrada */
        AdminOrderList: {
            /** @description Quantos pedidos atendem aos filtros em cada status do quadro, mostrados ou não (as encomendas ainda agendadas não estão no quadro) */
            counts: {
                awaiting_payment: number;
                cancelled: number;
                delivered: number;
                out_for_delivery: number;
                pending: number;
                preparing: number;
                ready: number;
            };
            /** @example 200 */
            limitPerStatus: number;
            /** @description No máximo 200 por status; em Pendente, Em preparo e Pronto o mais antigo primeiro (quem espera há mais tempo), em Entregue e Cancelado o mais novo */
            orders: components["schemas"]["AdminOrderSummary"][];
        };
        /** @description Um pedido na fila da equipe */
        AdminOrderSummary: {
            /**
             * @description Cartão: crédito ou débito
             * @enum {string|null}
             */
            cardType: "credit" | "debit" | null;
            /** @description Clube Frosty: o cashback que o pedido rendeu; null: nenhum (ainda) */
            cashbackEarnedCents: number | null;
            /** @description Clube Frosty: o cashback que o pedido usou (já fora do total); 0: nenhum */
            cashbackSpentCents: number;
            /** @description Dinheiro: troco para quanto */
            changeForCents: number | null;
            /**
             * Format: date-time
             * @description Quando o pedido foi feito (o tempo de espera conta daqui)
             */
            createdAt: string;
            customerName: string;
            customerPhone: string;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @example ORD-1763900000000 */
            id: string;
            /** @description Quantas unidades o pedido tem */
            itemCount: number;
            /** @description Na ordem do pedido */
            items: components["schemas"]["AdminOrderCardItem"][];
            /** @description Pendente há mais tempo que o limite da loja (lateAfterMinutes), agora; numa encomenda, ainda não Pronto no início do horário */
            late: boolean;
            /**
             * Format: date-time
             * @description Quando o pedido passa a contar como atrasado se ainda estiver Pendente (o limite da loja); numa encomenda, o início do horário, se ainda não estiver Pronto
             */
            lateAt: string;
            /**
             * Format: date-time
             * @description Pix aguardando pagamento: quando o pedido é cancelado se não for pago
             */
            paymentExpiresAt: string | null;
            /** @enum {string} */
            paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
            /** @description Encomenda: o dia e o horário; null num pedido para agora */
            schedule: {
                /**
                 * Format: date
                 * @description O dia do horário, no fuso da loja
                 */
                day: string;
                /**
                 * Format: date-time
                 * @description O início do horário
                 */
                slotStart: string;
                /**
                 * @description A hora do horário, no fuso da loja
                 * @example 15:00
                 */
                time: string;
            } | null;
            /**
             * Format: date-time
             * @description Quando alguém da equipe abriu o pedido pela primeira vez; null: ainda é “Novo”
             */
            seenAt: string | null;
            /**
             * @description O número do pedido na loja, no dia (mostre como #042)
             * @example 42
             */
            shortNumber: number;
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
            store: {
                city: string;
                id: string;
                name: string;
                state: string;
            };
            /** @description Total cobrado, em centavos */
            totalCents: number;
            /**
             * Format: date-time
             * @description A última mudança do pedido
             */
            updatedAt: string;
            /** @description A versão do pedido: envie-a ao mudar o status, para notar uma mudança feita por outra pessoa */
            version: number;
        };
        /** @description Um picolé na lista da equipe */
        AdminProduct: {
            id: string;
            /**
             * @description Uma das ilustrações (/images/products/…) ou uma imagem enviada (/images/uploads/…)
             * @example /images/products/3.svg
             */
            imageUrl: string;
            isActive: boolean;
            /**
             * @description flavour: um picolé; box: uma caixa de festa
             * @enum {string}
             */
            kind: "flavour" | "box";
            name: string;
            /** @description Preço base, em centavos */
            priceCents: number;
            /**
             * @description Em quantas lojas da rede (das que estão no site) o picolé não pode ser pedido agora: sem estoque ou marcado como esgotado pela loja
             * @example 3
             */
            soldOutStores: number;
            /**
             * @description Quantas lojas estão no site
             * @example 138
             */
            storeCount: number;
        };
        /** @description Um picolé com tudo o que o formulário da equipe edita */
        AdminProductDetail: {
            addons: components["schemas"]["ProductAddon"][];
            /** @description As regras da caixa; null para um sabor */
            box: {
                /** @description Os picolés (ids de sabores ativos) que podem entrar na caixa */
                flavourIds: string[];
                /**
                 * @description Horas de antecedência mínima entre o pedido e o horário (padrão 24)
                 * @example 24
                 */
                leadHours: number;
                /**
                 * @description Quantos picolés a caixa leva
                 * @example 20
                 */
                size: number;
            } | null;
            category: string;
            description: string;
            id: string;
            /**
             * @description Uma das ilustrações (/images/products/…) ou uma imagem enviada (/images/uploads/…)
             * @example /images/products/3.svg
             */
            imageUrl: string;
            isActive: boolean;
            /** @enum {string} */
            kind: "flavour" | "box";
            name: string;
            /** @description Preço base, em centavos */
            priceCents: number;
            variations: components["schemas"]["ProductVariation"][];
        };
        /** @description Uma loja, com a chave de aberta/fechada e o horário */
        AdminStore: {
            /** @description A chave de aberta/fechada da equipe */
            acceptsOrders: boolean;
            address: string;
            /** @description Imprimir a comanda sozinha quando um pedido é aceito (Em preparo) */
            autoPrintTickets: boolean;
            /**
             * @description Minutos depois dos quais um pedido em "Pendente" pago na entrega (dinheiro, cartão ou WhatsApp) que ninguém da loja abriu, imprimiu ou moveu é cancelado pelo sistema, e o estoque volta à venda; o cliente é avisado (padrão 30)
             * @example 30
             */
            cancelUnacceptedAfterMinutes: number;
            /** @example São Paulo */
            city: string;
            /**
             * @description Quantos picolés de encomendas a loja faz por dia da semana, de domingo a sábado (padrão 300 cada); 0: não aceita encomendas no dia
             * @example [
             *       200,
             *       300,
             *       300,
             *       300,
             *       300,
             *       400,
             *       400
             *     ]
             */
            dailyCapacity: number[];
            /** @description Só retirada até `until`; null: entregas normais (ou a pausa acabou) */
            deliveriesPause: {
                /**
                 * @description O motivo, dito aos clientes
                 * @example chuva forte
                 */
                reason: string;
                /**
                 * Format: date-time
                 * @description Quando as entregas voltam sozinhas
                 * @example 2026-11-20T21:30:00.000Z
                 */
                until: string;
            } | null;
            /** @example 1 */
            id: string;
            /** @description false: a loja não aparece no site (nem para pedidos) */
            isActive: boolean;
            /** @description A chave e o horário juntos, no momento da resposta */
            isOpen: boolean;
            /**
             * @description Minutos que um pedido pode ficar em "Pendente" antes de aparecer como atrasado no quadro e em "Lojas ao vivo" (padrão 5)
             * @example 5
             */
            lateAfterMinutes: number;
            /** @example Frosty Paulista */
            name: string;
            /** @description null: sem horário publicado (aberta enquanto a chave estiver ligada) */
            openingHours: ({
                /**
                 * @description Hora no fuso de São Paulo (HH:MM)
                 * @example 10:00
                 */
                close: string;
                /**
                 * @description Hora no fuso de São Paulo (HH:MM)
                 * @example 10:00
                 */
                open: string;
            } | null)[] | null;
            /**
             * @description Minutos antes do horário de uma encomenda em que ela entra na fila da loja, para o preparo (padrão 45)
             * @example 45
             */
            preparationMinutes: number;
            /** @example SP */
            state: string;
            /**
             * @description A largura do papel da impressora de comandas da loja
             * @example 80mm
             * @enum {string}
             */
            ticketPaper: "80mm" | "58mm";
            /**
             * @description O fuso da loja: o horário, o "aberta agora" e o dia dos números dos pedidos contam nele (padrão: o do estado)
             * @example America/Manaus
             * @enum {string}
             */
            timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
        };
        /** @description Erro: o mesmo formato para toda falha da API */
        ApiError: {
            error: {
                /**
                 * @description Código estável, para programas
                 * @example not_found
                 */
                code: string;
                /** @description Os campos recusados (422), ou as linhas esgotadas de um pedido (409 out_of_stock) */
                issues?: {
                    message: string;
                    path: (string | number)[];
                }[];
                /** @description Mensagem em português para mostrar ao usuário */
                message: string;
                /** @description Só em 409 capacity_full: os dias (da loja) que ainda têm vaga */
                openDays?: string[];
                /** @description Só em 409 price_changed: o que o pedido custa agora, em centavos */
                priceChange?: {
                    deliveryFeeCents: number;
                    discountCents: number;
                    subtotalCents: number;
                    totalCents: number;
                };
            };
        };
        /** @description As regras do Clube Frosty */
        CashbackRules: {
            enabled: boolean;
            expiryDays: number;
            minimumSpendCents: number;
            percent: number;
        };
        /** @description As regras do Clube Frosty e as padrões */
        CashbackRulesView: {
            /** @description As regras padrões da Frosty */
            defaults: {
                enabled: boolean;
                expiryDays: number;
                minimumSpendCents: number;
                percent: number;
            };
            /** @description As regras em vigor (as salvas; senão as padrões) */
            rules: {
                enabled: boolean;
                expiryDays: number;
                minimumSpendCents: number;
                percent: number;
            };
        };
        /** @description Os limites de unidades: um pedido além deles é recusado (422 too_many_units) */
        CatalogOrderLimits: {
            /**
             * @description Unidades de um item (picolé, tamanho e adicionais) num pedido, no máximo
             * @example 20
             */
            maxUnitsPerLine: number;
            /**
             * @description Unidades de um pedido, somados os itens, no máximo
             * @example 50
             */
            maxUnitsPerOrder: number;
        };
        /** @description Um picolé ou uma caixa de festa à venda */
        CatalogProduct: {
            addons: components["schemas"]["ProductAddon"][];
            /**
             * @description Preço base, em centavos
             * @example 899
             */
            basePriceCents: number;
            /** @description Só numa caixa de festa; null num picolé */
            box: {
                /** @description Os sabores que podem ir na caixa */
                flavourIds: string[];
                /**
                 * @description Antecedência mínima, em horas: a caixa é sempre uma encomenda agendada
                 * @example 24
                 */
                leadHours: number;
                /**
                 * @description Quantos picolés a caixa leva
                 * @example 50
                 */
                size: number;
            } | null;
            /** @example Picolés Frosty */
            category: string;
            description: string;
            /** @example 7 */
            id: string;
            /** @description Altura da imagem, em pixels */
            imageHeight: number;
            /** @example /images/products/7.svg */
            imageUrl: string;
            /** @description Largura da imagem, em pixels */
            imageWidth: number;
            /**
             * @description flavour: um picolé; box: uma caixa de festa que o cliente monta com sabores
             * @enum {string}
             */
            kind: "flavour" | "box";
            name: string;
            /** @description Esgotado em todas as lojas; o que cada loja não vende agora está em `stores[].unavailableProductIds` */
            soldOut: boolean;
            variations: components["schemas"]["ProductVariation"][];
        };
        /** @description Uma loja da rede */
        CatalogStore: {
            address: string;
            /** @example Recife */
            city: string;
            /** @description null: sem mapa nem WhatsApp */
            contact: {
                /** @example -8.0476 */
                lat: number;
                /** @example -34.877 */
                lng: number;
                /**
                 * @description O WhatsApp da loja: só dígitos (55 + DDD + número)
                 * @example 5581990000000
                 */
                whatsapp: string;
            } | null;
            /** @description Só retirada: a equipe pausou as entregas até `until`, pelo motivo dito; um pedido para entrega é recusado até lá. null: entregas normais */
            deliveriesPause: {
                /**
                 * @description O motivo, dito aos clientes
                 * @example chuva forte
                 */
                reason: string;
                /**
                 * Format: date-time
                 * @description Quando as entregas voltam sozinhas
                 * @example 2026-11-20T21:30:00.000Z
                 */
                until: string;
            } | null;
            /** @description Os bairros onde a loja entrega; vazio: só retirada */
            deliveryAreas: components["schemas"]["DeliveryArea"][];
            /** @example 1 */
            id: string;
            /** @description Se a loja aceita pedidos agora (a chave da equipe e o horário); uma loja fechada não aceita pedido nenhum, nem para entrega */
            isOpen: boolean;
            name: string;
            /** @description Os 7 dias, começando no domingo, no fuso da loja (`timeZone`); null: sem horário publicado */
            openingHours: ({
                /**
                 * @description Hora no fuso de São Paulo (HH:MM)
                 * @example 10:00
                 */
                close: string;
                /**
                 * @description Hora no fuso de São Paulo (HH:MM)
                 * @example 10:00
                 */
                open: string;
            } | null)[] | null;
            /**
             * @description As formas de pagamento que a loja aceita agora (um pedido com outra é recusado)
             * @example [
             *       "pix",
             *       "cash",
             *       "card"
             *     ]
             */
            paymentMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
            /** @example PE */
            state: string;
            /**
             * @description O fuso da loja (IANA): o horário e o "aberta agora" contam nele
             * @example America/Manaus
             * @enum {string}
             */
            timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
            /**
             * @description Os picolés que esta loja não vende agora (sem estoque ou marcados como esgotados pela equipe): um pedido deles nesta loja é recusado
             * @example [
             *       "7"
             *     ]
             */
            unavailableProductIds: string[];
        };
        /** @description O catálogo: picolés, lojas, os contatos do site e a taxa de entrega */
        CatalogWithSite: {
            /**
             * @description A taxa padrão dos bairros novos (cada bairro de cada loja tem a sua; retirar é grátis), em centavos
             * @example 500
             */
            deliveryFeeCents: number;
            orderLimits: components["schemas"]["CatalogOrderLimits"];
            products: components["schemas"]["CatalogProduct"][];
            site: components["schemas"]["SiteConfig"];
            stores: components["schemas"]["CatalogStore"][];
        };
        /** @description Um erro que a loja mostrou ao cliente */
        ClientErrorReport: {
            /** @description Os componentes React em volta do erro, encurtados */
            componentStack?: string;
            /**
             * @description A mensagem do erro
             * @example Cannot read properties of undefined
             */
            message: string;
            /**
             * @description O caminho da página, sem a query string
             * @example /cardapio
             */
            path: string;
            /** @description A pilha de chamadas do erro, encurtada */
            stack?: string;
        };
        ClubAccountDeleted: {
            /** @enum {boolean} */
            deleted: true;
        };
        ClubHistoryEntry: {
            /** @description Com sinal: o que somou (ou tirou) do saldo mais o a liberar; 0 numa liberação */
            amountCents: number;
            /**
             * Format: date-time
             * @description Quando aconteceu
             */
            at: string;
            /** @enum {string} */
            kind: "earn" | "release" | "spend" | "return" | "void" | "take_back" | "expire";
            /**
             * @description O que aconteceu, em português
             * @example Cashback usado
             */
            label: string;
            orderId: string;
            /** @description Só numa liberação: o cashback que ficou disponível, e até quando */
            released?: {
                /** @description Quanto ficou disponível */
                amountCents: number;
                /**
                 * Format: date-time
                 * @description Até quando vale
                 */
                expiresAt: string;
            };
            /** @description A loja do pedido */
            storeName?: string;
        };
        /** @description A conta e a carteira de um membro do Clube Frosty */
        ClubMember: {
            consent: {
                /**
                 * Format: date-time
                 * @description Quando foi aceito
                 */
                at: string;
                /** @description O texto do consentimento, como foi aceito */
                text: string;
                version: string;
            } | null;
            /**
             * Format: date-time
             * @description Quando entrou no clube
             */
            memberSince: string;
            /**
             * @description O celular do membro (E.164)
             * @example +5581999990000
             */
            phoneNumber: string;
            rules: components["schemas"]["CashbackRules"];
            wallet: {
                /** @description O saldo que pode ser usado agora */
                balanceCents: number;
                /** @description O saldo que expira nos próximos 30 dias, o mais próximo primeiro */
                expiringSoon: {
                    /** @description Quanto expira */
                    amountCents: number;
                    /**
                     * Format: date-time
                     * @description Quando
                     */
                    expiresAt: string;
                }[];
                /** @description Do saldo, o que expira nos próximos 30 dias */
                expiringSoonCents: number;
                /** @description As últimas movimentações, da mais nova para a mais antiga */
                history: components["schemas"]["ClubHistoryEntry"][];
                /** @description Cashback de pedidos ainda não entregues ou retirados */
                pendingCents: number;
            };
        };
        /** @description O cashback em aberto e os movimentos do Clube Frosty por loja e mês */
        ClubReport: {
            /**
             * @description O mês inicial (AAAA-MM)
             * @example 2025-12
             */
            from: string;
            /** @description O cashback em aberto agora, na rede toda */
            liability: {
                /**
                 * @description Saldo disponível nas carteiras, ainda não vencido, em centavos
                 * @example 48250
                 */
                availableCents: number;
                /**
                 * @description Membros com algum saldo disponível ou a liberar
                 * @example 212
                 */
                members: number;
                /**
                 * @description Cashback de pedidos pagos ainda não entregues (a liberar), em centavos
                 * @example 3120
                 */
                pendingCents: number;
                /**
                 * @description Disponível mais a liberar: o que a rede deve aos membros, em centavos
                 * @example 51370
                 */
                totalCents: number;
            };
            /** @description Por mês e loja, só os que tiveram movimento: o mês mais antigo primeiro, as lojas pelo nome. Cada movimento conta na loja do pedido que o causou. */
            months: {
                /** @example São Paulo */
                city: string;
                /**
                 * @description Cashback ganho pelos pedidos pagos (a liberar quando entregues), em centavos
                 * @example 1250
                 */
                earnedCents: number;
                /**
                 * @description Cashback que venceu sem ser usado, em centavos
                 * @example 150
                 */
                expiredCents: number;
                /**
                 * @description AAAA-MM (São Paulo)
                 * @example 2026-11
                 */
                month: string;
                /** @example Frosty Paulista */
                name: string;
                /**
                 * @description Cashback usado em pedidos cancelados, devolvido aos membros, em centavos
                 * @example 0
                 */
                returnedCents: number;
                /**
                 * @description Cashback usado em pedidos, em centavos
                 * @example 800
                 */
                spentCents: number;
                /** @example SP */
                state: string;
                /** @example 1 */
                storeId: string;
                /**
                 * @description Cashback estornado por reembolsos de pedidos entregues, em centavos
                 * @example 0
                 */
                takenBackCents: number;
                /**
                 * @description Cashback a liberar de pedidos cancelados, cancelado, em centavos
                 * @example 0
                 */
                voidedCents: number;
            }[];
            /**
             * @description O mês final (AAAA-MM)
             * @example 2026-11
             */
            to: string;
            /** @description Os movimentos do período, somados */
            totals: {
                /**
                 * @description Cashback ganho pelos pedidos pagos (a liberar quando entregues), em centavos
                 * @example 1250
                 */
                earnedCents: number;
                /**
                 * @description Cashback que venceu sem ser usado, em centavos
                 * @example 150
                 */
                expiredCents: number;
                /**
                 * @description Cashback usado em pedidos cancelados, devolvido aos membros, em centavos
                 * @example 0
                 */
                returnedCents: number;
                /**
                 * @description Cashback usado em pedidos, em centavos
                 * @example 800
                 */
                spentCents: number;
                /**
                 * @description Cashback estornado por reembolsos de pedidos entregues, em centavos
                 * @example 0
                 */
                takenBackCents: number;
                /**
                 * @description Cashback a liberar de pedidos cancelados, cancelado, em centavos
                 * @example 0
                 */
                voidedCents: number;
            };
        };
        /** @description Se dá para entrar no Clube Frosty agora, se há um membro nesta sessão, e as regras */
        ClubStatus: {
            /** @description false: o envio de códigos não está configurado, e ninguém entra no clube agora (os pedidos funcionam normalmente) */
            available: boolean;
            /** @description true: um membro está com a sessão aberta neste navegador (GET /api/club/me responde); assim a página sabe se deve ler a carteira sem pedir uma resposta 401 */
            member: boolean;
            rules: components["schemas"]["CashbackRules"];
        };
        /** @description Um cupom que vale agora, para este pedido */
        Coupon: {
            /** @description Só no tipo amount */
            amountOffCents: number | null;
            /** @example FROSTY10 */
            code: string;
            /**
             * @description percent: % dos produtos; amount: reais dos produtos; free_delivery: o frete
             * @enum {string}
             */
            kind: "percent" | "amount" | "free_delivery";
            /** @description Pedido mínimo, sobre os produtos; null: sem mínimo */
            minOrderCents: number | null;
            /** @description Só no tipo percent */
            percentOff: number | null;
        };
        /** @description O que a exclusão fez: apagou o cupom, ou o desligou por já ter sido usado */
        CouponDeleteResult: {
            /** @example VERAO20 */
            code: string;
            /**
             * @description Cupom nunca usado: apagado
             * @enum {string}
             */
            outcome: "deleted";
        } | {
            coupon: components["schemas"]["AdminCoupon"];
            /**
             * @description Cupom já usado: mantido para o histórico dos pedidos, desligado
             * @enum {string}
             */
            outcome: "deactivated";
        };
        /** @description O convite criado, com o seu link */
        CreatedStaffInvitation: {
            invitation: components["schemas"]["StaffInvitation"];
            /**
             * @description O link do convite, mostrado só agora: a sede o envia à pessoa pelo seu próprio canal. O servidor guarda só o hash do código.
             * @example https://frosty.example/convite/3q2-7wYt…
             */
            url: string;
        };
        /** @description Uma página de clientes, os de pedido mais recente primeiro */
        CustomerPage: {
            customers: components["schemas"]["CustomerSummary"][];
            /** @example 1 */
            page: number;
            pageCount: number;
            /** @example 20 */
            pageSize: number;
            /** @description Clientes que a busca encontra, em todas as páginas */
            total: number;
        };
        /** @description Os dados (JSON) do evento `status` do fluxo de um pedido */
        CustomerStatusEvent: {
            /**
             * @description O status do pedido agora
             * @enum {string}
             */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
        };
        /** @description Um cliente: um telefone, com seus pedidos */
        CustomerSummary: {
            /**
             * Format: date-time
             * @example 2025-02-20T13:00:00.000Z
             */
            firstOrderAt: string;
            /** @description O primeiro pedido é do mês corrente em São Paulo (os clientes novos do painel) */
            isNewThisMonth: boolean;
            /**
             * Format: date-time
             * @example 2025-03-10T13:00:00.000Z
             */
            lastOrderAt: string;
            /**
             * @description O nome do pedido mais recente
             * @example Ana Souza
             */
            name: string;
            /**
             * @description Pedidos não cancelados
             * @example 3
             */
            orderCount: number;
            /**
             * @description O telefone como digitado no pedido mais recente
             * @example (81) 99999-0001
             */
            phone: string;
            /**
             * @description Os dígitos do telefone: o que identifica o cliente
             * @example 81999990001
             */
            phoneDigits: string;
            /**
             * @description Soma desses pedidos, em centavos
             * @example 4497
             */
            totalSpentCents: number;
        };
        /** @description Os números do painel da equipe */
        DashboardFigures: {
            /** @description Clientes (por telefone) com uma compra nos últimos 30 dias */
            activeCustomers: number;
            activeCustomersPeriod: components["schemas"]["NamedPeriod"];
            currentMonth: components["schemas"]["NamedPeriod"];
            /** @description Picolés vendidos neste mês (uma caixa de festa conta os seus picolés) */
            currentMonthQuantity: number;
            /** @description Vendas deste mês, em centavos */
            currentMonthSalesCents: number;
            /** @description null: as metas são as da rede. Para algumas lojas, as metas são a parte delas nas metas da rede, dividida igualmente entre as lojas ativas */
            goalShare: {
                /** @description Lojas ativas da rede */
                chainStoreCount: number;
                /** @description Lojas contadas */
                storeCount: number;
            } | null;
            /** @description false até o primeiro pedido: o painel mostra um estado vazio */
            hasOrders: boolean;
            last7Days: components["schemas"]["PeriodFigures"];
            /** @description Estoque baixo (menos de 80 unidades, por loja), picolés ativos */
            lowStock: {
                /** @description Com uma loja só: os seus picolés abaixo do limite, o mais vazio primeiro (vazio com várias lojas) */
                flavours: {
                    /** @description false: marcado como esgotado na loja */
                    isAvailable: boolean;
                    name: string;
                    productId: string;
                    stockQuantity: number;
                }[];
                /** @description Pares (loja, picolé) com menos de 80 unidades */
                pairCount: number;
                /** @description Lojas com algum picolé com estoque baixo */
                storeCount: number;
                /** @description Com várias lojas: as 5 com mais picolés abaixo do limite (vazio com uma loja só) */
                stores: {
                    city: string;
                    /** @description Picolés abaixo do limite */
                    lowCount: number;
                    name: string;
                    /** @description Picolés sem nenhuma unidade */
                    outCount: number;
                    state: string;
                    storeId: string;
                }[];
            };
            /** @description Meta de vendas do mês: a da rede, ou a parte das lojas contadas (goalShare), em centavos */
            monthlyGoalCents: number;
            /** @description Meta de unidades do mês (a mesma parte) */
            monthlyGoalQuantity: number;
            /** @description Clientes novos neste mês */
            newCustomers: number;
            scope: components["schemas"]["FigureScope"];
            today: components["schemas"]["PeriodFigures"];
            /** @description Os cinco sabores com mais picolés vendidos: os picolés de uma caixa de festa contam no seu sabor (a caixa não aparece), com a parte da receita da caixa que lhes cabe */
            topSellers: {
                name: string;
                productId: string;
                quantity: number;
                /** @description Receita, em centavos */
                revenueCents: number;
            }[];
        };
        DeleteClubAccount: {
            /** @enum {boolean} */
            confirm: true;
        };
        /** @description O picolé excluído */
        DeletedProduct: {
            id: string;
            /** @description true: guardado para o histórico dos pedidos que o citam (oculto em todo lugar); false: removido de vez */
            softDeleted: boolean;
        };
        /** @description Um bairro onde a loja entrega */
        DeliveryArea: {
            /**
             * @description Tempo estimado de entrega, em minutos
             * @example 40
             */
            etaMinutes: number;
            /**
             * @description Taxa de entrega neste bairro, em centavos
             * @example 500
             */
            feeCents: number;
            id: string;
            /** @description null: sem pedido mínimo */
            minOrderCents: number | null;
            /**
             * @description O bairro
             * @example Boa Viagem
             */
            name: string;
        };
        /** @description Um bairro novo onde a loja entrega */
        DeliveryAreaCreate: {
            /**
             * @description Tempo estimado de entrega, em minutos
             * @example 40
             */
            etaMinutes: number;
            /**
             * @description Taxa de entrega, em centavos; sem ela, a taxa padrão das configurações
             * @example 700
             */
            feeCents?: number;
            /**
             * @description Pedido mínimo (subtotal), em centavos; null: sem mínimo
             * @default null
             * @example 2000
             */
            minOrderCents: number | null;
            /**
             * @description O bairro
             * @example Boa Viagem
             */
            name: string;
        };
        /**
         * @description Os campos do bairro a alterar (ao menos um)
         * @example {
         *       "feeCents": 800,
         *       "minOrderCents": null
         *     }
         */
        DeliveryAreaUpdate: {
            etaMinutes?: number;
            feeCents?: number;
            minOrderCents?: number | null;
            name?: string;
        };
        /** @description De quais lojas são estes números */
        FigureScope: {
            /** @description true: a rede toda */
            chain: boolean;
            /** @description As lojas contadas, por nome (vazio para a rede toda) */
            stores: components["schemas"]["StaffStore"][];
        };
        /** @description O servidor e o banco de dados respondem */
        Health: {
            /**
             * @description O banco de dados respondeu
             * @enum {string}
             */
            database: "ok";
            /** @enum {string} */
            status: "ok";
        };
        /**
         * @description O estoque com que o picolé chega às lojas escolhidas
         * @example {
         *       "quantity": 120,
         *       "stores": {
         *         "states": [
         *           "PE"
         *         ]
         *       }
         *     }
         */
        InitialStock: {
            /**
             * @description Unidades em cada loja escolhida
             * @example 120
             */
            quantity: number;
            stores: components["schemas"]["StoreTargets"];
        };
        /** @description Uma loja agora */
        LiveStore: {
            /** @description A chave de aberta/fechada da equipe */
            acceptsOrders: boolean;
            /**
             * @description Por que a loja está nesta posição: atrasados, esperando sem painel, esperando, aberta sem painel, em dia, fechada, fora do site
             * @enum {string}
             */
            attention: "late" | "unattended" | "waiting" | "unwatched" | "quiet" | "closed" | "inactive";
            /** @example São Paulo */
            city: string;
            /** @description Picolés retidos em pedidos ainda não pagos nem aceitos (Aguardando pagamento, ou Pendente sem pagamento): estoque fora de venda até a loja aceitar ou cancelar */
            heldUnits: number;
            /** @example 1 */
            id: string;
            /** @description false: a loja não aparece no site */
            isActive: boolean;
            /** @description Aberta agora: a chave da equipe e o horário */
            isOpen: boolean;
            /** @description O limite de atraso da loja, em minutos */
            lateAfterMinutes: number;
            /** @description Pedidos em Pendente há pelo menos o limite da loja, ou encomendas ainda em Pendente depois do início do horário (como o quadro os marca) */
            lateCount: number;
            /** @example Frosty Paulista */
            name: string;
            /**
             * Format: date-time
             * @description Desde quando espera o pedido em Pendente há mais tempo na fila (feito, ou uma encomenda liberada: o horário menos o tempo de preparo); null: nenhum esperando
             */
            oldestWaitingAt: string | null;
            /** @description Painéis da equipe da loja conectados agora (vistos nos últimos 60 s) */
            panelCount: number;
            /**
             * Format: date-time
             * @description A última vez que um painel da loja deu sinal; null: nenhum conectado
             */
            panelSeenAt: string | null;
            /** @example SP */
            state: string;
            /** @description Pedidos de hoje (o dia da loja, no seu horário; encomendas agendadas para hoje), sem os cancelados */
            todayOrderCount: number;
            /** @description Vendas de hoje (o dia da loja, no seu horário; encomendas agendadas para hoje), sem os cancelados, em centavos */
            todaySalesCents: number;
            /** @description Pedidos em Pendente (uma encomenda Agendada só entra na fila quando chega a sua hora) */
            waitingCount: number;
        };
        /** @description A rede agora, loja por loja */
        LiveStores: {
            /**
             * Format: date-time
             * @description O momento da resposta: as esperas contam até aqui
             */
            at: string;
            /**
             * Format: date
             * @description O dia de hoje em Brasília; cada loja conta os números de hoje no seu próprio dia
             * @example 2026-11-23
             */
            day: string;
            /**
             * @description Os estados com lojas, em ordem alfabética (para o filtro)
             * @example [
             *       "BA",
             *       "PE",
             *       "SP"
             *     ]
             */
            states: string[];
            /** @description As lojas, o que precisa de atenção primeiro: atrasados (o pedido mais antigo primeiro), pedidos esperando sem painel, pedidos esperando, abertas sem painel, em dia, fechadas, fora do site */
            stores: components["schemas"]["LiveStore"][];
            totals: components["schemas"]["LiveStoresTotals"];
        };
        /** @description As lojas listadas, somadas */
        LiveStoresTotals: {
            /** @description Com um painel conectado */
            connectedCount: number;
            /** @description Picolés retidos em pedidos ainda não pagos nem aceitos */
            heldUnits: number;
            /** @description Pedidos atrasados */
            lateCount: number;
            /** @description Abertas agora */
            openCount: number;
            /** @description Lojas listadas */
            storeCount: number;
            /** @description Pedidos de hoje, sem os cancelados */
            todayOrderCount: number;
            /** @description Vendas de hoje, em centavos */
            todaySalesCents: number;
            /** @description Pedidos em Pendente */
            waitingCount: number;
        };
        /** @description Os pedidos de um membro do Clube Frosty */
        MemberOrders: {
            orders: components["schemas"]["PlacedOrder"][];
        };
        NamedPeriod: {
            /**
             * Format: date
             * @example 2026-11-21
             */
            from: string;
            /**
             * @description O período como a equipe o lê; cada loja conta os seus dias, no seu horário (as datas são as de Brasília quando os dias das lojas ainda diferem, logo após a meia-noite)
             * @example Últimos 7 dias: 21/11 – 27/11
             */
            label: string;
            /**
             * Format: date
             * @example 2026-11-27
             */
            to: string;
        };
        /** @description Uma mudança de status do pedido */
        OrderHistoryEntry: {
            /**
             * Format: date-time
             * @description Quando o status mudou
             */
            changedAt: string;
            /** @description userId null: o cliente (criação) ou uma conta já excluída */
            changedBy: {
                name: string;
                userId: string | null;
            };
            /**
             * @description null: a criação do pedido
             * @enum {string|null}
             */
            fromStatus: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled" | null;
            /** @description O que a mudança fez além do status (ex.: “Estoque e uso do cupom devolvidos”); null: nada */
            note: string | null;
            /** @enum {string} */
            toStatus: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
        };
        /**
         * @description Limites de pedidos por conexão e por telefone, de unidades, de unidades retidas em pedidos não confirmados, do Pix obrigatório e de cupons
         * @example {
         *       "ordersPerAddress": 20,
         *       "ordersPerPhone": 5,
         *       "windowMinutes": 10,
         *       "maxUnitsPerLine": 20,
         *       "maxUnitsPerOrder": 50,
         *       "couponChecksPerMinute": 10,
         *       "heldUnitsPerAddress": 200,
         *       "heldUnitsPer56": 400,
         *       "heldUnitsPer48": 1000,
         *       "pixRequiredAboveUnits": 30
         *     }
         */
        OrderLimits: {
            couponChecksPerMinute: number;
            heldUnitsPer48: number;
            heldUnitsPer56: number;
            heldUnitsPerAddress: number;
            maxUnitsPerLine: number;
            maxUnitsPerOrder: number;
            ordersPerAddress: number;
            ordersPerPhone: number;
            pixRequiredAboveUnits: number;
            windowMinutes: number;
        };
        OrderLimitsView: {
            defaults: components["schemas"]["OrderLimits"];
            limits: components["schemas"]["OrderLimits"];
        };
        OrderLine: {
            addons: {
                id: string;
                name: string;
                /** @description Preço, em centavos */
                priceCents: number;
            }[];
            /** @description Caixa de festa: os sabores e quantos de cada, por caixa; senão null */
            boxParts: {
                name: string;
                productId: string;
                quantity: number;
            }[] | null;
            imageUrl: string;
            /** @description Total da linha, em centavos */
            lineTotalCents: number;
            name: string;
            productId: string;
            quantity: number;
            /** @enum {string} */
            size: "pequeno" | "medio" | "grande";
            /** @description Preço unitário com tamanho e adicionais, em centavos */
            unitPriceCents: number;
        };
        OrderPayment: {
            /** @enum {string|null} */
            cardType: "credit" | "debit" | null;
            /** @description Dinheiro: troco para quanto */
            changeForCents: number | null;
            /**
             * Format: date-time
             * @description Pix: quando o pagamento foi confirmado
             */
            confirmedAt: string | null;
            /**
             * @description Pix: quem confirmou: bank (o banco, Pix automático: devolve sozinho se o pedido for cancelado) ou store (a equipe, pelo extrato)
             * @enum {string|null}
             */
            confirmedBy: "bank" | "store" | null;
            /** @description Pix: o que pagar e até quando; null para os outros meios */
            pix: {
                /** Format: date-time */
                expiresAt: string;
                /** @description O Pix copia e cola: o da cobrança do banco (Pix automático, confirmado sozinho) ou o BR Code estático (a equipe confirma) */
                payload: string;
                txid: string;
            } | null;
        };
        /** @description Uma devolução do Pix pago (Pix automático) */
        OrderPixRefund: {
            /** @description Quanto volta ao cliente, em centavos */
            amountCents: number;
            /** @description Por que não foi realizado (o motivo do banco, em português); null nos outros */
            failureReason: string | null;
            /**
             * @description order_cancelled: a equipe cancelou o pedido pago; paid_after_expiry: o Pix chegou depois de o pedido expirar
             * @enum {string}
             */
            reason: "order_cancelled" | "paid_after_expiry";
            /**
             * @description requested e processing: em processamento; refunded: devolvido; failed: não realizado
             * @enum {string}
             */
            status: "requested" | "processing" | "refunded" | "failed";
            /**
             * Format: date-time
             * @description A última mudança da devolução
             */
            updatedAt: string;
        };
        /** @description Quando o pedido foi aberto pela primeira vez */
        OrderSeen: {
            /** @example ORD-1763900000000 */
            id: string;
            /**
             * Format: date-time
             * @description A primeira abertura, mantida nas seguintes
             */
            seenAt: string;
        };
        /** @description Uma mudança de status do pedido */
        OrderStatusChange: {
            /**
             * Format: date-time
             * @description Quando o pedido passou a ele
             */
            at: string;
            /**
             * @description Só num cancelamento feito pelo sistema, não pela loja: pix_not_paid (o Pix não foi pago no prazo), store_did_not_confirm (a loja não confirmou o pedido a tempo)
             * @enum {string}
             */
            reason?: "pix_not_paid" | "store_did_not_confirm";
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
        };
        /** @description A comanda da cozinha deste pedido */
        OrderTicket: {
            /** @description A loja imprime a comanda sozinha quando o pedido é aceito (Iniciar preparo) */
            autoPrint: boolean;
            /**
             * @description A largura do papel da impressora da loja
             * @enum {string}
             */
            paper: "80mm" | "58mm";
            /** @description Quantas vezes a comanda já foi impressa (da segunda em diante: REIMPRESSÃO) */
            prints: number;
        };
        /**
         * @description Cada forma de pagamento ligada (true) ou desligada (false)
         * @example {
         *       "test": false,
         *       "pix": true
         *     }
         */
        PaymentMethodSwitches: {
            card?: boolean;
            cash?: boolean;
            pix?: boolean;
            test?: boolean;
            whatsapp?: boolean;
        };
        /** @description Formas de pagamento e Pix da rede */
        PaymentSettings: {
            /** @description Cada forma de pagamento na rede (uma loja só desliga o que a rede liga) */
            methods: {
                card: boolean;
                cash: boolean;
                pix: boolean;
                test: boolean;
                whatsapp: boolean;
            };
            /** @description Prazo para pagar um pedido Pix, em minutos */
            pixExpiryMinutes: number;
            /**
             * @description O recebedor da rede: o salvo, senão PIX_* do ambiente; null: Pix sem chave
             * @example {
             *       "keyType": "cnpj",
             *       "key": "11222333000181",
             *       "merchantName": "Frosty Picoles",
             *       "merchantCity": "Recife"
             *     }
             */
            pixReceiver: {
                key: string;
                /** @enum {string} */
                keyType: "cpf" | "cnpj" | "phone" | "email" | "random";
                merchantCity: string;
                merchantName: string;
            } | null;
            /** @description Se o recebedor vem do ambiente */
            pixReceiverFromEnv: boolean;
        };
        PeriodFigures: {
            /** @description Ticket médio (0 sem pedidos), em centavos */
            averageTicketCents: number;
            /**
             * Format: date
             * @example 2026-11-21
             */
            from: string;
            /**
             * @description O período como a equipe o lê; cada loja conta os seus dias, no seu horário (as datas são as de Brasília quando os dias das lojas ainda diferem, logo após a meia-noite)
             * @example Últimos 7 dias: 21/11 – 27/11
             */
            label: string;
            /** @description Pedidos que contam: feitos e não cancelados, sem os Pix ainda não pagos (como nos relatórios) */
            orderCount: number;
            /**
             * Format: date
             * @example 2026-11-27
             */
            to: string;
            /** @description Soma dos totais desses pedidos, em centavos */
            totalCents: number;
        };
        /** @description Uma conexão salva, sem os segredos */
        PixConnection: {
            apiUrl: string;
            certificate: {
                /** @example CN=Banco CA */
                issuer: string;
                /** @example CN=Frosty Picolés */
                subject: string;
                /**
                 * Format: date-time
                 * @example 2026-11-27T17:30:00.000Z
                 */
                validUntil: string;
            };
            clientId: string;
            hasCa: boolean;
            pixKey: string;
            /**
             * Format: date-time
             * @description Quando o Client secret ou a chave privada foram definidos (nunca enviados)
             * @example 2026-11-27T17:30:00.000Z
             */
            secretsUpdatedAt: string;
            tokenUrl: string;
            /**
             * Format: date-time
             * @example 2026-11-27T17:30:00.000Z
             */
            updatedAt: string;
            updatedByName: string | null;
            webhook: {
                /**
                 * Format: date-time
                 * @example 2026-11-27T17:30:00.000Z
                 */
                checkedAt: string | null;
                error: string | null;
                /** @enum {string} */
                status: "pending" | "registered" | "failed";
                url: string;
            };
        } | null;
        /** @description O resultado de Testar conexão */
        PixConnectionTest: {
            /** @enum {boolean} */
            ok: true;
            scopes: string[];
        } | {
            failure: string;
            message: string;
            /** @enum {boolean} */
            ok: false;
        };
        /** @description A conexão do Pix automático com o banco */
        PixConnectionUpdate: {
            /**
             * @description A URL base da API Pix do banco (as chamadas acrescentam /cob/{txid})
             * @example https://pix.banco.com.br/api/v2
             */
            apiUrl: string;
            /** @description Certificados para confiar no servidor do banco; null: só os do sistema; sem ele, fica a salva */
            caPem?: string | null;
            /** @description O certificado do cliente (mTLS), em PEM; sem ele, fica o salvo */
            certPem?: string;
            clientId: string;
            /** @description Só escrita: sem ele, fica o salvo */
            clientSecret?: string;
            /** @description A chave privada do certificado, em PEM, sem senha. Só escrita */
            keyPem?: string;
            /**
             * @description A chave Pix que recebe
             * @example 11222333000181
             */
            pixKey: string;
            /**
             * @description O endpoint de token OAuth 2.0 (client credentials)
             * @example https://pix.banco.com.br/oauth/token
             */
            tokenUrl: string;
        };
        /** @description A conexão do Pix automático, o que segue sem ela e os pedidos que caíram no QR estático */
        PixConnectionView: {
            connection: components["schemas"]["PixConnection"];
            fallbacks: {
                last24h: number;
                /**
                 * Format: date-time
                 * @example 2026-11-27T17:30:00.000Z
                 */
                lastAt: string | null;
                lastReason: string | null;
            };
            /**
             * @description O que vale sem uma conexão própria: a da rede (chain) ou a do ambiente (env, PIX_PSP_*); null: nenhuma
             * @enum {string|null}
             */
            inherited: "chain" | "env" | null;
        };
        /**
         * @description Quem recebe o Pix: a chave, o nome e a cidade que o banco mostra
         * @example {
         *       "keyType": "cnpj",
         *       "key": "11222333000181",
         *       "merchantName": "Frosty Picoles",
         *       "merchantCity": "Recife"
         *     }
         */
        PixReceiver: {
            key: string;
            /** @enum {string} */
            keyType: "cpf" | "cnpj" | "phone" | "email" | "random";
            merchantCity: string;
            merchantName: string;
        } | null;
        /** @description O aviso do PSP (API Pix do Banco Central): os Pix recebidos e suas devoluções */
        PixWebhook: {
            pix?: {
                devolucoes?: {
                    id: string;
                    status?: string;
                }[];
                endToEndId: string;
                horario?: string;
                txid?: string;
                valor?: string;
            }[];
        };
        /** @description O pedido criado, com a prova de quem o fez */
        PlacedOrder: {
            /** @description Permite ao cliente ler este pedido (e só este) sem conta: envie em X-Order-Token */
            accessToken: string;
            /** @description Clube Frosty: o cashback que o pedido usou e rende; null fora do clube */
            cashback: {
                /** @description Cashback que o pedido rende (ou rendeu), em centavos */
                earnedCents: number;
                /**
                 * @description expected: rende quando o pagamento for confirmado; pending: a liberar na entrega; available: liberado; cancelled: não rende (pedido cancelado ou estornado)
                 * @enum {string}
                 */
                earnedStatus: "expected" | "pending" | "available" | "cancelled";
                /** @description Cashback usado neste pedido (já descontado do total), em centavos */
                spentCents: number;
            } | null;
            couponCode: string | null;
            /** @description Saiu para entrega: quem levou o pedido, se a loja informou; senão null */
            courierName: string | null;
            /** Format: date-time */
            createdAt: string;
            customer: {
                /** @description O endereço de entrega, em uma linha */
                address: string | null;
                cpf: string | null;
                name: string;
                phone: string;
            };
            /** @description null: retirada na loja */
            delivery: {
                cep: string;
                city: string;
                complement: string | null;
                /** @description Tempo estimado de entrega, em minutos */
                etaMinutes: number;
                neighbourhood: string;
                number: string;
                state: string;
                street: string;
            } | null;
            /** @description Taxa de entrega, em centavos */
            deliveryFeeCents: number;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @description Desconto do cupom, em centavos */
            discountCents: number;
            /** @example ORD-1763900000000 */
            id: string;
            items: components["schemas"]["OrderLine"][];
            /** @description Prova de que este aparelho fez o pedido: guarde-a com o pedido, nunca no link de acompanhamento, e envie em X-Order-Owner ao ler o pedido para ver os dados pessoais */
            ownerProof: string;
            payment: components["schemas"]["OrderPayment"];
            /** @enum {string} */
            paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
            /**
             * @description Código de retirada: o cliente mostra no balcão ao buscar o pedido
             * @example 4821
             */
            pickupCode: string;
            /** @description Encomenda: o dia e o horário; null num pedido para agora */
            schedule: {
                /**
                 * Format: date-time
                 * @description Até quando o cliente pode cancelar pelo acompanhamento; depois, só a loja
                 */
                cancelUntil: string;
                /**
                 * Format: date
                 * @description O dia, no fuso da loja
                 */
                day: string;
                /**
                 * @description O horário como o cliente lê, no fuso da loja
                 * @example sábado, 29/11 às 15:00
                 */
                label: string;
                /**
                 * Format: date-time
                 * @description O início do horário
                 */
                slotStart: string;
                /**
                 * @description A hora do horário, no fuso da loja
                 * @example 15:00
                 */
                time: string;
            } | null;
            /**
             * @description O número do pedido na loja, no dia (de 1 em diante): mostre como #042
             * @example 42
             */
            shortNumber: number;
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
            store: {
                address: string;
                city: string;
                id: string;
                name: string;
                state: string;
                /**
                 * @description O fuso da loja: o horário de uma encomenda conta nele
                 * @enum {string}
                 */
                timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
                /** @description O WhatsApp da loja (só dígitos); null: use o WhatsApp de pedidos do site */
                whatsapp: string | null;
            };
            /** @description Soma das linhas, em centavos */
            subtotalCents: number;
            /** @description Total cobrado, em centavos */
            totalCents: number;
        };
        /** @description Um adicional que o cliente pode escolher */
        ProductAddon: {
            id: string;
            /** @example Cobertura de chocolate */
            name: string;
            /** @description Preço do adicional, em centavos */
            priceCents: number;
        };
        ProductionFlavour: {
            name: string;
            productId: string;
            /** @description Quantos picolés deste sabor fazer no dia */
            quantity: number;
        };
        /** @description A lista de produção de um dia da loja */
        ProductionList: {
            /** Format: date */
            day: string;
            /** @description Cada sabor e quantos fazer: as caixas abertas em sabores (sabor × caixas) mais as linhas comuns; o maior primeiro */
            flavours: components["schemas"]["ProductionFlavour"][];
            /** @description Quantas encomendas (não canceladas) o dia tem */
            orders: number;
            /** @description Por horário, o mais cedo primeiro */
            slots: components["schemas"]["ProductionSlot"][];
            storeId: string;
            storeName: string;
            /**
             * @description O fuso da loja: os dias contam nele
             * @enum {string}
             */
            timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
            /**
             * Format: date
             * @description Hoje, no fuso da loja
             */
            today: string;
            /** @description Picolés a fazer no dia, somados */
            totalUnits: number;
        };
        ProductionSlot: {
            orders: number;
            /** Format: date-time */
            slotStart: string;
            /** @example 15:00 */
            time: string;
            /** @description Picolés das encomendas do horário */
            units: number;
        };
        /** @description Um tamanho em que o picolé é vendido */
        ProductVariation: {
            /** @description Somado ao preço base neste tamanho (pode ser negativo), em centavos */
            priceModifierCents: number;
            /** @enum {string} */
            size: "pequeno" | "medio" | "grande";
        };
        /** @description A chave com que a loja assina seus avisos */
        PushPublicKey: {
            /** @description A chave pública VAPID (base64url): o applicationServerKey de subscribe() */
            publicKey: string;
        };
        /** @description Uma inscrição para os avisos do pedido */
        PushSubscription: {
            /**
             * Format: date-time
             * @description Quando este navegador se inscreveu
             */
            createdAt: string;
            endpoint: string;
        };
        /** @description A inscrição de push do navegador */
        PushSubscriptionInput: {
            /**
             * Format: uri
             * @description O endpoint do serviço de push do navegador (PushSubscription.endpoint)
             * @example https://fcm.googleapis.com/fcm/send/c1Kf…
             */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                /** @description O segredo de autenticação (16 bytes) do navegador, em base64url */
                auth: string;
                /** @description A chave pública P-256 do navegador, em base64url */
                p256dh: string;
            };
        };
        /** @description Qual inscrição apagar, pelo endpoint */
        PushUnsubscribe: {
            /**
             * Format: uri
             * @description O endpoint do serviço de push do navegador (PushSubscription.endpoint)
             * @example https://fcm.googleapis.com/fcm/send/c1Kf…
             */
            endpoint: string;
        };
        /** @description As vendas de um período, em totais e por tabela */
        ReportSummary: {
            /**
             * @description Total por venda, em centavos (0 sem vendas)
             * @example 899
             */
            averageTicketCents: number;
            /** @description Por bairro e cidade, o maior total primeiro */
            byBairro: {
                /**
                 * @description O bairro de entrega do pedido; as retiradas juntas como Retirada
                 * @example Boa Viagem
                 */
                bairro: string;
                /**
                 * @description A cidade da loja
                 * @example Recife
                 */
                city: string;
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /** @example PE */
                state: string;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            /** @description As duas formas de recebimento, sempre, nesta ordem */
            byDeliveryMethod: {
                /** @enum {string} */
                method: "delivery" | "pickup";
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            /** @description As 24 horas do dia (0 a 23, no relógio de cada loja; encomendas na hora agendada), sempre, as sem pedidos com zeros */
            byHour: {
                /** @example 15 */
                hour: number;
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            /** @description As formas de pagamento, sempre, nesta ordem */
            byPaymentMethod: {
                /** @enum {string} */
                method: "pix" | "cash" | "card" | "whatsapp" | "test";
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            /** @description Unidades e total das linhas (antes de descontos e taxas) por produto, como vendido: uma caixa de festa conta as caixas, e os picolés dela não entram nos sabores */
            byProduct: {
                /** @example Picolé de Cajá */
                name: string;
                /** @example 1 */
                productId: string;
                /** @description Unidades vendidas; de uma caixa de festa, as caixas */
                quantity: number;
                /** @description Soma das linhas, em centavos */
                revenueCents: number;
            }[];
            byStore: {
                /** @example Recife */
                city: string;
                name: string;
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /** @example PE */
                state: string;
                /** @example 1 */
                storeId: string;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            /**
             * Format: date
             * @example 2026-11-01
             */
            from: string;
            /**
             * @description O período como a equipe o lê, visto de hoje (o dia de Brasília)
             * @example Este mês: 01/11 – 30/11
             */
            label: string;
            /** @description As lojas com pedidos, a maior taxa primeiro. Atrasado: o pedido que a loja não aceitou (de Pendente para Em preparo) dentro do limite de atraso da loja, contado de quando foi feito, como o quadro de pedidos e as Lojas ao vivo marcam. Um pedido ainda pendente além do limite também conta. Uma encomenda está atrasada se não ficou pronta até o início do horário agendado. */
            lateByStore: {
                city: string;
                /** @description O limite de atraso da loja hoje */
                lateAfterMinutes: number;
                /** @description Pedidos atrasados */
                lateCount: number;
                /**
                 * @description Atrasados por pedidos, em %, uma casa decimal
                 * @example 12.5
                 */
                latePercent: number;
                name: string;
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                state: string;
                /** @example 1 */
                storeId: string;
            }[];
            /**
             * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
             * @example 42
             */
            orderCount: number;
            /** @description Cada dia do período, em ordem, os dias sem vendas com zeros */
            salesByDay: {
                /**
                 * Format: date
                 * @example 2026-11-01
                 */
                date: string;
                /**
                 * @description Pedidos que contam (Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.)
                 * @example 42
                 */
                orderCount: number;
                /**
                 * @description Soma dos totais, em centavos
                 * @example 37758
                 */
                totalCents: number;
            }[];
            scope: components["schemas"]["FigureScope"];
            /**
             * Format: date
             * @example 2026-11-30
             */
            to: string;
            /**
             * @description Soma dos totais, em centavos
             * @example 37758
             */
            totalCents: number;
        };
        /** @description As encomendas dos próximos 7 dias, loja por loja */
        ScheduledLoad: {
            scope: components["schemas"]["FigureScope"];
            /** @description Para a rede toda, só as lojas com alguma encomenda nos próximos dias; para lojas escolhidas, todas elas. A mais cheia (picolés por capacidade, no seu dia mais cheio) primeiro */
            stores: components["schemas"]["ScheduledLoadStore"][];
        };
        ScheduledLoadDay: {
            /** @description Picolés que a loja aceita em encomendas nesse dia da semana */
            capacity: number;
            /**
             * Format: date
             * @description O dia da loja
             * @example 2026-11-28
             */
            date: string;
            /** @description Encomendas para o dia (sem as canceladas) */
            orderCount: number;
            /** @description Picolés dessas encomendas */
            units: number;
        };
        ScheduledLoadStore: {
            /** @example São Paulo */
            city: string;
            /** @description Os próximos 7 dias da loja, hoje (no seu horário) primeiro */
            days: components["schemas"]["ScheduledLoadDay"][];
            /** @example Frosty Paulista */
            name: string;
            /** @example SP */
            state: string;
            /** @example 1 */
            storeId: string;
        };
        /** @description Uma encomenda, como Agendados a mostra */
        ScheduledOrder: {
            /**
             * @description Cartão: crédito ou débito
             * @enum {string|null}
             */
            cardType: "credit" | "debit" | null;
            /** @description Clube Frosty: o cashback que o pedido rendeu; null: nenhum (ainda) */
            cashbackEarnedCents: number | null;
            /** @description Clube Frosty: o cashback que o pedido usou (já fora do total); 0: nenhum */
            cashbackSpentCents: number;
            /** @description Dinheiro: troco para quanto */
            changeForCents: number | null;
            /**
             * Format: date-time
             * @description Quando o pedido foi feito (o tempo de espera conta daqui)
             */
            createdAt: string;
            customerName: string;
            customerPhone: string;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @example ORD-1763900000000 */
            id: string;
            /** @description Quantas unidades o pedido tem */
            itemCount: number;
            /** @description Na ordem do pedido */
            items: components["schemas"]["AdminOrderCardItem"][];
            /** @description Pendente há mais tempo que o limite da loja (lateAfterMinutes), agora; numa encomenda, ainda não Pronto no início do horário */
            late: boolean;
            /**
             * Format: date-time
             * @description Quando o pedido passa a contar como atrasado se ainda estiver Pendente (o limite da loja); numa encomenda, o início do horário, se ainda não estiver Pronto
             */
            lateAt: string;
            /**
             * Format: date-time
             * @description Pix aguardando pagamento: quando o pedido é cancelado se não for pago
             */
            paymentExpiresAt: string | null;
            /** @enum {string} */
            paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
            /**
             * Format: date
             * @description O dia do horário, no fuso da loja
             */
            scheduledDay: string;
            /**
             * Format: date-time
             * @description O início do horário
             */
            scheduledFor: string;
            /**
             * Format: date-time
             * @description Quando alguém da equipe abriu o pedido pela primeira vez; null: ainda é “Novo”
             */
            seenAt: string | null;
            /**
             * @description O número do pedido na loja, no dia (mostre como #042)
             * @example 42
             */
            shortNumber: number;
            /**
             * @description A hora do horário, no fuso da loja
             * @example 15:00
             */
            slotTime: string;
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
            store: {
                city: string;
                id: string;
                name: string;
                state: string;
            };
            /** @description Total cobrado, em centavos */
            totalCents: number;
            /** @description Quantos picolés a encomenda leva (caixas abertas) */
            units: number;
            /**
             * Format: date-time
             * @description A última mudança do pedido
             */
            updatedAt: string;
            /** @description A versão do pedido: envie-a ao mudar o status, para notar uma mudança feita por outra pessoa */
            version: number;
        };
        /** @description As encomendas de uma loja num período */
        ScheduledOrders: {
            /** Format: date */
            from: string;
            /** @description As encomendas não canceladas do período, por horário (a mais cedo primeiro) */
            orders: components["schemas"]["ScheduledOrder"][];
            storeId: string;
            /**
             * @description O fuso da loja: os dias contam nele
             * @enum {string}
             */
            timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
            /** Format: date */
            to: string;
            /**
             * Format: date
             * @description Hoje, no fuso da loja
             */
            today: string;
        };
        /** @description As regras das encomendas agendadas */
        SchedulingRules: {
            cancelCutoffHours: number;
            daysAhead: number;
            enabled: boolean;
            paymentMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
            slotMinutes: number;
            upfrontFromCents: number | null;
        };
        /** @description As regras das encomendas e as padrões */
        SchedulingRulesView: {
            /** @description As regras padrões da Frosty */
            defaults: {
                cancelCutoffHours: number;
                daysAhead: number;
                enabled: boolean;
                paymentMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
                slotMinutes: number;
                upfrontFromCents: number | null;
            };
            /** @description As regras em vigor (as salvas; senão as padrões) */
            rules: {
                cancelCutoffHours: number;
                daysAhead: number;
                enabled: boolean;
                paymentMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
                slotMinutes: number;
                upfrontFromCents: number | null;
            };
        };
        /** @description Taxa de entrega, metas do mês e contatos da loja */
        ShopSettings: {
            /** @description O que a loja mostra agora: o valor salvo pela equipe, senão SITE_* do ambiente, senão o padrão */
            contact: {
                /** @example https://chat.example.com/widget?subdomain=frosty */
                chatUrl: string;
                /**
                 * @description Só dígitos: 55 + DDD + número
                 * @example 5581990000000
                 */
                defaultWhatsapp: string;
                /**
                 * @description Só dígitos: 55 + DDD + número
                 * @example 5581990000000
                 */
                ordersWhatsapp: string;
                /**
                 * @example [
                 *       "(81) 3000-0000",
                 *       "(81) 99000-0000"
                 *     ]
                 */
                phones: string[];
                /** @example sac@frosty.example.com */
                supportEmail: string;
            };
            /** @description O valor de cada contato quando a equipe o limpa (null num PUT) */
            contactDefaults: {
                /** @example https://chat.example.com/widget?subdomain=frosty */
                chatUrl: string;
                /**
                 * @description Só dígitos: 55 + DDD + número
                 * @example 5581990000000
                 */
                defaultWhatsapp: string;
                /**
                 * @description Só dígitos: 55 + DDD + número
                 * @example 5581990000000
                 */
                ordersWhatsapp: string;
                /**
                 * @example [
                 *       "(81) 3000-0000",
                 *       "(81) 99000-0000"
                 *     ]
                 */
                phones: string[];
                /** @example sac@frosty.example.com */
                supportEmail: string;
            };
            /**
             * @description Taxa de entrega, em centavos
             * @example 500
             */
            deliveryFeeCents: number;
            /**
             * @description Meta de vendas do mês, em centavos
             * @example 8000000
             */
            monthlyGoalCents: number;
            /**
             * @description Meta de picolés vendidos no mês
             * @example 8900
             */
            monthlyGoalQuantity: number;
        };
        /** @description Os contatos e links que a loja mostra */
        SiteConfig: {
            /** @description O chat de atendimento */
            chatUrl: string;
            /**
             * @description O WhatsApp de quando não há loja próxima: só dígitos (55 + DDD + número)
             * @example 5581990000000
             */
            defaultWhatsapp: string;
            /** @description O endereço da sede */
            headOffice: string;
            legal: components["schemas"]["SiteLegal"];
            /**
             * @description O WhatsApp que recebe os pedidos enviados no checkout: só dígitos (55 + DDD + número)
             * @example 5581990000000
             */
            ordersWhatsapp: string;
            /**
             * @example [
             *       "(81) 3000-0000"
             *     ]
             */
            phones: string[];
            /** @description A página para quem quer revender */
            resellerUrl: string;
            social: components["schemas"]["SocialLink"][];
            /** @example sac@frosty.example.com */
            supportEmail: string;
        };
        /** @description A empresa que vende e o encarregado de dados (LGPD) */
        SiteLegal: {
            /** @description O endereço da empresa */
            address: string;
            /**
             * @description O CNPJ, formatado
             * @example 12.345.678/0001-95
             */
            cnpj: string;
            /** @example privacidade@frosty.example.com */
            dpoEmail: string;
            /** @description O encarregado pelo tratamento de dados pessoais */
            dpoName: string;
            /**
             * @description A razão social
             * @example Frosty Picolés Artesanais Ltda. (fictícia)
             */
            name: string;
        };
        /** @description Um perfil da Frosty numa rede social */
        SocialLink: {
            /** @example Instagram */
            name: string;
            /** @example https://www.instagram.com/frosty.example */
            url: string;
        };
        /** @description O que o usuário pode abrir no painel */
        StaffAccess: {
            /** @description Sede (papel admin): toda a rede, todas as lojas */
            hq: boolean;
            /** @description As lojas da equipe de loja (vazio para a sede) */
            stores: components["schemas"]["StaffStore"][];
        };
        /** @description Um convite para a equipe de lojas */
        StaffInvitation: {
            /**
             * Format: date-time
             * @example 2026-11-20T13:00:00.000Z
             */
            acceptedAt: string | null;
            /** @description A conta que aceitou, com o link (o e-mail pode não ser o do convite); null se ninguém aceitou ou a conta foi apagada */
            acceptedBy: {
                /**
                 * Format: date-time
                 * @description Quando a conta que aceitou foi criada
                 * @example 2026-11-20T13:00:00.000Z
                 */
                createdAt: string;
                email: string;
                id: string;
                name: string;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-20T13:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Quem criou o convite
             * @example Bruna Sede
             */
            createdBy: string;
            /** @description Para quem a sede criou o convite */
            email: string;
            /**
             * Format: date-time
             * @description 7 dias depois de criado
             * @example 2026-11-20T13:00:00.000Z
             */
            expiresAt: string;
            /** @example inv_4Yq0vU1xJ3mZ8bRk */
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-20T13:00:00.000Z
             */
            revokedAt: string | null;
            /**
             * @description pending: o link ainda vale; accepted: foi usado; expired: passou do prazo sem uso; revoked: a sede o cancelou
             * @enum {string}
             */
            status: "pending" | "accepted" | "expired" | "revoked";
            /** @description As lojas que o convite dá */
            stores: {
                id: string;
                /** @description null: a loja não existe mais */
                name: string | null;
            }[];
        };
        /** @description Um convite que ainda vale */
        StaffInvitationPreview: {
            /** @description O e-mail para o qual a sede criou o convite */
            email: string;
            /**
             * Format: date-time
             * @example 2026-11-20T13:00:00.000Z
             */
            expiresAt: string;
            /** @example Bruna Sede */
            invitedBy: string;
            /** @description As lojas que o convite dá */
            stores: {
                /** @example São Paulo */
                city: string;
                id: string;
                /** @example Frosty Paulista */
                name: string;
                /** @example SP */
                state: string;
            }[];
        };
        /** @description Quem está conectado ao painel */
        StaffSession: {
            access: components["schemas"]["StaffAccess"];
            /**
             * @description Os papéis do usuário
             * @example [
             *       "admin"
             *     ]
             */
            roles: string[];
            user: {
                /** @example equipe@frosty.example */
                email: string;
                id: string;
                name: string;
            };
        };
        /** @description Uma loja em que o usuário trabalha */
        StaffStore: {
            /** @example São Paulo */
            city: string;
            /** @example 1 */
            id: string;
            /** @example Frosty Paulista */
            name: string;
            /** @example SP */
            state: string;
        };
        /** @description A cópia feita */
        StoreCopyResult: {
            /**
             * @description Quantas lojas receberam a cópia
             * @example 3
             */
            changedStores: number;
            /**
             * @description As lojas que receberam a cópia, por id (nunca a de origem)
             * @example [
             *       "15",
             *       "16",
             *       "17"
             *     ]
             */
            storeIds: string[];
            /** @enum {string} */
            what: "delivery_areas" | "hours" | "payments";
        };
        /** @description As formas de pagamento e o Pix de uma loja */
        StorePaymentSettings: {
            /** @description Se a rede tem um recebedor Pix (salvo ou do ambiente) */
            chainHasPixReceiver: boolean;
            /** @description Cada forma de pagamento na rede (o que vale onde a loja não muda) */
            chainMethods: {
                card: boolean;
                cash: boolean;
                pix: boolean;
                test: boolean;
                whatsapp: boolean;
            };
            /**
             * @description O que a loja aceita agora, na ordem do checkout (Pix só com recebedor)
             * @example [
             *       "pix",
             *       "cash",
             *       "card"
             *     ]
             */
            effectiveMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
            /**
             * @description As chaves da própria loja; uma forma que não aparece segue a rede
             * @example {
             *       "test": false
             *     }
             */
            methods: {
                card?: boolean;
                cash?: boolean;
                pix?: boolean;
                test?: boolean;
                whatsapp?: boolean;
            };
            /**
             * @description O recebedor Pix da própria loja; null: usa o da rede
             * @example {
             *       "keyType": "cnpj",
             *       "key": "11222333000181",
             *       "merchantName": "Frosty Picoles",
             *       "merchantCity": "Recife"
             *     }
             */
            pixReceiver: {
                key: string;
                /** @enum {string} */
                keyType: "cpf" | "cnpj" | "phone" | "email" | "random";
                merchantCity: string;
                merchantName: string;
            } | null;
            /** @example 1 */
            storeId: string;
        };
        /**
         * @example {
         *       "methods": {
         *         "test": false,
         *         "cash": null
         *       }
         *     }
         */
        StorePaymentSettingsUpdate: {
            /** @description true liga, false desliga, null volta a seguir a rede; ausente: não muda */
            methods?: {
                card?: boolean | null;
                cash?: boolean | null;
                pix?: boolean | null;
                test?: boolean | null;
                whatsapp?: boolean | null;
            };
            /**
             * @description O recebedor da loja (só a sede); null: volta a usar o da rede
             * @example {
             *       "keyType": "cnpj",
             *       "key": "11222333000181",
             *       "merchantName": "Frosty Picoles",
             *       "merchantCity": "Recife"
             *     }
             */
            pixReceiver?: {
                key: string;
                /** @enum {string} */
                keyType: "cpf" | "cnpj" | "phone" | "email" | "random";
                merchantCity: string;
                merchantName: string;
            } | null;
        };
        /** @description Os dias e horários em que a loja aceita encomendas */
        StoreSchedule: {
            cancelCutoffHours: number;
            days: {
                /** @description Picolés que a loja faz no dia, para encomendas */
                capacity: number;
                /** Format: date */
                date: string;
                /** @description Sem vaga para este carrinho: esgotado */
                full: boolean;
                /** @example sábado, 29/11 */
                label: string;
                /** @description Picolés ainda livres no dia */
                remaining: number;
                slots: {
                    /** @description false: esgotado */
                    available: boolean;
                    /** @example 15:00 */
                    label: string;
                    /** Format: date-time */
                    start: string;
                }[];
            }[];
            /** @description false: a loja não aceita encomendas agora */
            enabled: boolean;
            /** @description As formas aceitas em encomendas (entre as que a loja aceita) */
            paymentMethods: ("pix" | "cash" | "card" | "whatsapp" | "test")[];
            slotMinutes: number;
            storeId: string;
            /** @enum {string} */
            timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
            /** @description A partir deste total, a encomenda é paga na hora por Pix; null: nunca */
            upfrontFromCents: number | null;
        };
        /** @description O estoque de uma loja, sabor por sabor */
        StoreStock: {
            /** @description Os sabores à venda, por nome */
            lines: components["schemas"]["StoreStockLine"][];
            /** @example 80 */
            lowStockBelow: number;
            store: {
                city: string;
                /** @example 1 */
                id: string;
                /** @example Frosty Paulista */
                name: string;
                state: string;
            };
        };
        /** @description Um sabor, com o estoque e a chave da loja */
        StoreStockLine: {
            /** @example /images/products/7.svg */
            imageUrl: string;
            /** @description A chave da loja: false é esgotado */
            isAvailable: boolean;
            /** @description Menos de 80 unidades na loja (SPEC §9) */
            lowStock: boolean;
            /** @example Picolé de Morango */
            name: string;
            /** @description Se a loja online aceita pedidos do sabor nesta loja agora */
            orderable: boolean;
            /** @example 7 */
            productId: string;
            /** @description As unidades na loja */
            stockQuantity: number;
        };
        /** @description As lojas de destino: a união de todas (all), das escolhidas, das cidades e dos estados */
        StoreTargets: {
            /** @description true: todas as lojas da rede (também as fora do site) */
            all?: boolean;
            /**
             * @description Todas as lojas destas cidades (sem diferenciar maiúsculas e acentos)
             * @example [
             *       {
             *         "state": "PE",
             *         "city": "Recife"
             *       }
             *     ]
             */
            cities?: {
                city: string;
                state: string;
            }[];
            /**
             * @description Todas as lojas destes estados, pela UF
             * @example [
             *       "BA"
             *     ]
             */
            states?: string[];
            /**
             * @description Lojas escolhidas, pelo id
             * @example [
             *       "12",
             *       "13"
             *     ]
             */
            storeIds?: string[];
        };
        /** @description O que mudou no acesso de uma pessoa */
        TeamChange: {
            /** @description A pessoa depois da mudança; null se não é mais da equipe */
            member: {
                /**
                 * Format: date-time
                 * @description Quando a conta foi criada: uma conta criada antes de a pessoa ser convidada merece conferência
                 * @example 2026-11-20T13:00:00.000Z
                 */
                createdAt: string;
                /** @example ana@frosty.example */
                email: string;
                /** @description Sede (papel admin): toda a rede. null: não é da sede */
                hq: {
                    /** @description Quem deu o papel, quando o registro de acessos o tem */
                    grantedBy: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-20T13:00:00.000Z
                     */
                    since: string;
                } | null;
                id: string;
                /** @example Ana Lima */
                name: string;
                /** @description As lojas da pessoa, por nome */
                stores: {
                    /** @example São Paulo */
                    city: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-20T13:00:00.000Z
                     */
                    grantedAt: string;
                    /**
                     * @description Quem deu o acesso: o nome de quem estava na sede, ou "linha de comando"
                     * @example Bruna Sede
                     */
                    grantedBy: string;
                    /** @example 1 */
                    id: string;
                    /** @example Frosty Paulista */
                    name: string;
                    /** @example SP */
                    state: string;
                }[];
            } | null;
            /** @description As lojas dadas ou tiradas agora (as que já eram assim, não) */
            storeIds: string[];
        };
        /** @description Uma pessoa da equipe: da sede, de lojas, ou os dois */
        TeamMember: {
            /**
             * Format: date-time
             * @description Quando a conta foi criada: uma conta criada antes de a pessoa ser convidada merece conferência
             * @example 2026-11-20T13:00:00.000Z
             */
            createdAt: string;
            /** @example ana@frosty.example */
            email: string;
            /** @description Sede (papel admin): toda a rede. null: não é da sede */
            hq: {
                /** @description Quem deu o papel, quando o registro de acessos o tem */
                grantedBy: string | null;
                /**
                 * Format: date-time
                 * @example 2026-11-20T13:00:00.000Z
                 */
                since: string;
            } | null;
            id: string;
            /** @example Ana Lima */
            name: string;
            /** @description As lojas da pessoa, por nome */
            stores: {
                /** @example São Paulo */
                city: string;
                /**
                 * Format: date-time
                 * @example 2026-11-20T13:00:00.000Z
                 */
                grantedAt: string;
                /**
                 * @description Quem deu o acesso: o nome de quem estava na sede, ou "linha de comando"
                 * @example Bruna Sede
                 */
                grantedBy: string;
                /** @example 1 */
                id: string;
                /** @example Frosty Paulista */
                name: string;
                /** @example SP */
                state: string;
            }[];
        };
        /** @description Uma impressão da comanda, contada */
        TicketPrint: {
            /** @example ORD-1763900000000 */
            id: string;
            /** @description Quantas vezes a comanda foi impressa, contando esta (2 ou mais: REIMPRESSÃO) */
            prints: number;
        };
        /** @description Um pedido como quem tem o link o acompanha: o pedido e o seu histórico; os dados pessoais e o código de retirada inteiros só para o aparelho que o fez */
        TrackedOrder: {
            /** @description Permite ao cliente ler este pedido (e só este) sem conta: envie em X-Order-Token */
            accessToken: string;
            /** @description Clube Frosty: o cashback que o pedido usou e rende; null fora do clube */
            cashback: {
                /** @description Cashback que o pedido rende (ou rendeu), em centavos */
                earnedCents: number;
                /**
                 * @description expected: rende quando o pagamento for confirmado; pending: a liberar na entrega; available: liberado; cancelled: não rende (pedido cancelado ou estornado)
                 * @enum {string}
                 */
                earnedStatus: "expected" | "pending" | "available" | "cancelled";
                /** @description Cashback usado neste pedido (já descontado do total), em centavos */
                spentCents: number;
            } | null;
            couponCode: string | null;
            /** @description Saiu para entrega: quem levou o pedido, se a loja informou; senão null */
            courierName: string | null;
            /** Format: date-time */
            createdAt: string;
            customer: {
                /** @description O endereço de entrega, em uma linha; sem a prova, só a rua, o bairro e a cidade */
                address: string | null;
                /** @description Sem a prova, sempre null */
                cpf: string | null;
                name: string;
                /** @description Sem a prova, mascarado: o DDD e os 4 últimos dígitos */
                phone: string;
            };
            /** @description null: retirada na loja */
            delivery: {
                /** @description Sem a prova, null */
                cep: string | null;
                city: string;
                /** @description Sem a prova, null */
                complement: string | null;
                /** @description Tempo estimado de entrega, em minutos */
                etaMinutes: number;
                neighbourhood: string;
                /** @description Sem a prova, null */
                number: string | null;
                state: string;
                street: string;
            } | null;
            /** @description Taxa de entrega, em centavos */
            deliveryFeeCents: number;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @description Desconto do cupom, em centavos */
            discountCents: number;
            /** @example ORD-1763900000000 */
            id: string;
            items: components["schemas"]["OrderLine"][];
            /** @description Só quando X-Order-Owner trouxe a prova deste pedido (a mesma). Sem ela, quem tem o link vê o pedido sem CPF, com telefone e endereço mascarados e sem código de retirada */
            ownerProof?: string;
            payment: components["schemas"]["OrderPayment"];
            /** @enum {string} */
            paymentMethod: "pix" | "cash" | "card" | "whatsapp" | "test";
            /**
             * @description Código de retirada: o cliente mostra no balcão ao buscar o pedido. null sem a prova do aparelho que fez o pedido: quem tem o código leva o pedido
             * @example 4821
             */
            pickupCode: string | null;
            /** @description Encomenda: o dia e o horário; null num pedido para agora */
            schedule: {
                /**
                 * Format: date-time
                 * @description Até quando o cliente pode cancelar pelo acompanhamento; depois, só a loja
                 */
                cancelUntil: string;
                /**
                 * Format: date
                 * @description O dia, no fuso da loja
                 */
                day: string;
                /**
                 * @description O horário como o cliente lê, no fuso da loja
                 * @example sábado, 29/11 às 15:00
                 */
                label: string;
                /**
                 * Format: date-time
                 * @description O início do horário
                 */
                slotStart: string;
                /**
                 * @description A hora do horário, no fuso da loja
                 * @example 15:00
                 */
                time: string;
            } | null;
            /**
             * @description O número do pedido na loja, no dia (de 1 em diante): mostre como #042
             * @example 42
             */
            shortNumber: number;
            /** @enum {string} */
            status: "awaiting_payment" | "scheduled" | "pending" | "preparing" | "ready" | "out_for_delivery" | "delivered" | "cancelled";
            /** @description Cada status que o pedido teve, o mais antigo primeiro (o primeiro é a criação; o último, o status atual). Um status pode voltar se a loja corrigir uma mudança */
            statusHistory: components["schemas"]["OrderStatusChange"][];
            store: {
                address: string;
                city: string;
                id: string;
                name: string;
                state: string;
                /**
                 * @description O fuso da loja: o horário de uma encomenda conta nele
                 * @enum {string}
                 */
                timeZone: "America/Sao_Paulo" | "America/Manaus" | "America/Cuiaba" | "America/Campo_Grande" | "America/Porto_Velho" | "America/Boa_Vista" | "America/Rio_Branco";
                /** @description O WhatsApp da loja (só dígitos); null: use o WhatsApp de pedidos do site */
                whatsapp: string | null;
            };
            /** @description Soma das linhas, em centavos */
            subtotalCents: number;
            /** @description Total cobrado, em centavos */
            totalCents: number;
        };
        /** @description O número do selo “Pedidos” do painel */
        UnseenOrders: {
            /** @description Pedidos que ninguém abriu ainda */
            unseenCount: number;
        };
        /** @description A imagem guardada */
        UploadedImage: {
            /**
             * @description O endereço da imagem, para o imageUrl do picolé
             * @example /images/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            imageUrl: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
