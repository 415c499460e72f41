/**
 * The API's types, generated from GET /api/openapi.json by `npm run api:types` (openapi-typescript).
 * Do not edit: change the route declarations (the .routes.ts files of src/server/routes) and
 * run it again.
 */
export interface paths {
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
         * @description O servidor busca os preços, aplica o cupom e a taxa de entrega e reserva o estoque; um preço enviado pelo cliente é ignorado. Repetir a requisição com a mesma Idempotency-Key devolve o mesmo pedido (200), nunca um segundo.
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
                        couponCode?: string;
                        customer: {
                            address?: string;
                            cpf?: string;
                            /** @default  */
                            name?: string;
                            /** @default  */
                            phone?: string;
                        };
                        /** @enum {string} */
                        deliveryMethod: "delivery" | "pickup";
                        items: {
                            /** @default [] */
                            addonIds?: string[];
                            productId: string;
                            quantity: number;
                            /** @enum {string} */
                            size: "pequeno" | "medio" | "grande";
                        }[];
                        /** @enum {string} */
                        paymentMethod: "test" | "whatsapp";
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
                        "application/json": components["schemas"]["Order"];
                    };
                };
                /** @description Pedido criado (Location aponta para ele) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
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
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ler um pedido
         * @description Só para quem tem o token de acesso do pedido; um token errado é um 404.
         */
        get: {
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
            requestBody?: never;
            responses: {
                /** @description O pedido */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Order"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Erro: o mesmo formato para toda falha da API */
        ApiError: {
            error: {
                /**
                 * @description Código estável, para programas
                 * @example not_found
                 */
                code: string;
                /** @description Os campos recusados (só em 422) */
                issues?: {
                    message: string;
                    path: (string | number)[];
                }[];
                /** @description Mensagem em português para mostrar ao usuário */
                message: string;
            };
        };
        /** @description Um pedido, como o cliente que o fez o vê */
        Order: {
            /** @description Permite ao cliente ler este pedido (e só este) sem conta: envie em X-Order-Token */
            accessToken: string;
            couponCode: string | null;
            /** Format: date-time */
            createdAt: string;
            customer: {
                address: string | null;
                cpf: string | null;
                name: string;
                phone: string;
            };
            /** @description Taxa de entrega, em centavos */
            deliveryFeeCents: number;
            /** @enum {string} */
            deliveryMethod: "delivery" | "pickup";
            /** @description Desconto do cupom, em centavos */
            discountCents: number;
            /** @example ORD-1763900000000 */
            id: string;
            items: components["schemas"]["OrderLine"][];
            /** @enum {string} */
            paymentMethod: "test" | "whatsapp";
            /** @enum {string} */
            status: "pending" | "preparing" | "ready" | "delivered" | "cancelled";
            store: {
                address: string;
                city: string;
                id: string;
                name: string;
                state: string;
            };
            /** @description Soma das linhas, em centavos */
            subtotalCents: number;
            /** @description Total cobrado, em centavos */
            totalCents: number;
        };
        OrderLine: {
            addons: {
                id: string;
                name: string;
                /** @description Preço, em centavos */
                priceCents: number;
            }[];
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
