import { type CatalogWithSite, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { DEFAULT_PIX_EXPIRY_MINUTES } from "#shared/order-terms.ts";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { CompanyIdentity, LegalDocument } from "#web/shop/features/legal/legal-document.tsx";

/** The catalogue's figures the terms quote: the cheapest flavour, the bairros' fees, the cap. */
function figuresOf(catalog: CatalogWithSite | undefined) {
  if (!catalog) return null;
  const fees = catalog.stores.flatMap((store) => store.deliveryAreas.map((area) => area.feeCents));
  return {
    fromCents: Math.min(...catalog.products.map(fromPriceCents)),
    fees: fees.length > 0 ? { min: Math.min(...fees), max: Math.max(...fees) } : null,
    maxUnits: catalog.orderLimits.maxUnitsPerOrder,
  };
}

/**
 * /termos: the purchase terms, as the Código de Defesa do Consumidor and Decreto 7.962/2013 ask
 * of an online shop: who sells, prices and fees, delivery, cancellation and the right of
 * withdrawal (honest about perishables), payment and how to reach the SAC.
 */
export function TermsPage({ catalog }: { catalog: CatalogWithSite }) {
  const { site } = catalog;
  const figures = figuresOf(catalog);
  return (
    <LegalDocument title="Termos de compra">
      <p>
        Estes termos valem para os pedidos feitos na loja online da Frosty, para entrega ou
        retirada. Ao confirmar um pedido, você concorda com eles e com a nossa{" "}
        <a href="/privacidade">Política de privacidade</a>.
      </p>

      <h2 id="vendedor">Quem vende</h2>
      <p>
        <CompanyIdentity site={site} />. Cada pedido é preparado e entregue pela loja da rede que
        você escolhe (veja <a href="/lojas">nossas lojas</a>).
      </p>

      <h2 id="pedido">Como funciona o pedido</h2>
      <ul>
        <li>Você escolhe a loja, os sabores, o tamanho e a quantidade.</li>
        <li>
          Antes de confirmar, o resumo mostra cada item, o subtotal, o desconto do cupom, a taxa de
          entrega e o total. É esse total que você paga.
        </li>
        <li>
          Depois de “Confirmar pedido”, a confirmação mostra o número do pedido e um link para
          acompanhar o status, que você pode abrir em qualquer aparelho.
        </li>
        {figures && (
          <li>
            Cada pedido tem no máximo {new Intl.NumberFormat("pt-BR").format(figures.maxUnits)}{" "}
            unidades.
          </li>
        )}
      </ul>

      <h2 id="precos">Preços e taxas</h2>
      <ul>
        {figures && (
          <li>Os picolés custam a partir de {formatBRL(figures.fromCents)}, conforme o tamanho.</li>
        )}
        <li>
          A taxa de entrega depende do bairro e aparece no resumo antes de você confirmar
          {figures?.fees &&
            `: hoje, de ${formatBRL(figures.fees.min)} a ${formatBRL(figures.fees.max)}`}
          . Alguns bairros têm pedido mínimo, que também aparece antes.
        </li>
        <li>Retirar na loja não tem taxa.</li>
        <li>
          Os preços já incluem os impostos. Cupons valem um por pedido, nas condições anunciadas.
        </li>
        <li>
          Se um preço mudar enquanto você finaliza, avisamos e pedimos que confirme o novo total:
          nunca cobramos um valor diferente do que você viu.
        </li>
      </ul>

      <h2 id="entrega">Entrega e retirada</h2>
      <ul>
        <li>
          Entregamos nos bairros que cada loja atende, com o tempo estimado do bairro mostrado no
          pedido. É uma estimativa: se houver atraso, a loja avisa pelo telefone informado.
        </li>
        <li>
          Para retirar, vá à loja escolhida no horário de funcionamento e informe o código de 4
          dígitos que aparece na confirmação.
        </li>
        <li>
          Confira o pedido ao receber. Picolé precisa de congelador: guarde-o assim que chegar.
        </li>
      </ul>

      <h2 id="cancelamento">Cancelamento e direito de arrependimento</h2>
      <p>
        <strong>Antes do preparo:</strong> enquanto o pedido estiver como “Pedido recebido” ou
        “Aguardando pagamento”, você pode cancelar sem custo falando com a loja ou com o nosso
        atendimento. Um Pix não pago no prazo cancela o pedido sozinho.
      </p>
      <p>
        <strong>Direito de arrependimento (CDC, art. 49):</strong> numa compra pela internet, você
        pode desistir em até 7 dias a contar do recebimento, sem dar motivo. Sendo honestos: picolé
        é perecível e, depois que sai do congelador da loja, não pode voltar à venda. Por isso
        pedimos — sem que isso limite o seu direito — que, se mudar de ideia, avise o quanto antes;
        na porta, você pode recusar a entrega. Se desistir depois de receber, dentro dos 7 dias,
        devolvemos tudo o que você pagou, inclusive a taxa de entrega, sem exigir a devolução de um
        produto que já não se conserva.
      </p>
      <p>
        <strong>Devolução do valor:</strong> pelo mesmo meio do pagamento — Pix de volta para a
        conta de origem, ou estorno pedido na hora à operadora do cartão (Decreto 7.962/2013, art.
        5º).
      </p>
      <p>
        <strong>Produto com problema</strong> (derretido, errado ou faltando): avise em até 30 dias
        (CDC, art. 26). Trocamos o produto ou devolvemos o valor, como você preferir.
      </p>
      <p>
        <strong>Se a loja não puder atender</strong> (um sabor acabou, o bairro ficou sem entrega),
        ela cancela o pedido, avisa você e devolve o que tiver sido pago.
      </p>

      <h2 id="pagamento">Pagamento</h2>
      <ul>
        <li>
          <strong>Pix:</strong> a confirmação mostra o QR Code e o código “copia e cola”, que vão
          direto para a chave da loja. A equipe confirma quando o dinheiro chega (não vale
          comprovante por mensagem). O prazo para pagar aparece na confirmação (normalmente{" "}
          {DEFAULT_PIX_EXPIRY_MINUTES} minutos); sem pagamento no prazo, o pedido é cancelado.
        </li>
        <li>
          <strong>Dinheiro:</strong> na entrega ou na retirada. Diga no pedido se precisa de troco e
          para quanto.
        </li>
        <li>
          <strong>Cartão de crédito ou débito:</strong> na maquininha, na entrega ou na retirada.
        </li>
      </ul>
      <p>Cada loja mostra no checkout as formas de pagamento que aceita.</p>

      <h2 id="atendimento">Atendimento (SAC)</h2>
      {site && (
        <ul>
          <li>
            E-mail: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </li>
          <li>Telefone: {site.phones.join(" ou ")}</li>
          <li>
            WhatsApp:{" "}
            <a href={`https://wa.me/${site.defaultWhatsapp}`}>conversar com o atendimento</a>
          </li>
        </ul>
      )}
      <p>
        Respondemos reclamações, dúvidas e pedidos de cancelamento em até 5 dias (Decreto
        7.962/2013, art. 4º). Você também pode procurar o Procon da sua cidade ou o
        consumidor.gov.br.
      </p>
    </LegalDocument>
  );
}

export const head: PageHeadFn = () => ({
  title: pageTitle("Termos de compra"),
  description:
    "Termos de compra da loja online da Frosty: quem vende, preços e taxa de entrega, entrega e retirada, cancelamento, direito de arrependimento, pagamento e atendimento.",
});
