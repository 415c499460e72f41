import type { CatalogWithSite } from "#shared/catalog.ts";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { CompanyIdentity, LegalDocument } from "#web/shop/features/legal/legal-document.tsx";

/**
 * /privacidade: what personal data the shop uses, why, on which legal basis, with whom, for how
 * long, and how to exercise the rights of LGPD (Lei 13.709/2018) art. 18. Every fact here is
 * what the code does (a location stays in the browser, IP counters go a day after their window).
 */
export function PrivacyPage({ catalog }: { catalog: CatalogWithSite }) {
  const { site } = catalog;
  const dpo = site.legal;
  return (
    <LegalDocument title="Política de privacidade">
      <p>
        Esta política explica quais dados pessoais usamos quando você compra na loja online da
        Frosty, para quê, com quem compartilhamos, por quanto tempo guardamos e como você exerce
        seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018).
      </p>

      <h2 id="controlador">Quem cuida dos seus dados</h2>
      <p>
        O controlador dos dados é <CompanyIdentity site={site} />, que opera a rede de lojas Frosty
        e esta loja online. Cada loja da rede prepara e entrega os pedidos feitos a ela.
      </p>

      <h2 id="encarregado">Encarregado (DPO)</h2>
      <p>
        O encarregado pelo tratamento de dados pessoais recebe suas solicitações e reclamações e
        fala com a Autoridade Nacional de Proteção de Dados (ANPD) em nosso nome (LGPD, art. 41):
      </p>
      {dpo && (
        <p>
          <strong>{dpo.dpoName}</strong> — <a href={`mailto:${dpo.dpoEmail}`}>{dpo.dpoEmail}</a>
        </p>
      )}

      <h2 id="dados">Quais dados usamos</h2>
      <ul>
        <li>
          <strong>Dados do pedido:</strong> nome, telefone, CPF (opcional, só para a nota fiscal),
          endereço de entrega (CEP, rua, número, complemento, bairro e cidade) quando o pedido é
          para entrega, a loja escolhida, os itens, o cupom e a forma de pagamento (com o troco ou o
          tipo de cartão).
        </li>
        <li>
          <strong>Link de acompanhamento:</strong> o número do pedido e um código aleatório. Quem
          tiver o link vê o pedido, mas sem o CPF nem o código de retirada e com o telefone e o
          endereço só em parte; tudo aparece apenas no aparelho que fez o pedido. Compartilhe só com
          quem você quiser.
        </li>
        <li>
          <strong>Endereço IP:</strong> para limitar abusos (quantos pedidos e tentativas vêm de um
          mesmo endereço ou telefone) e nos registros de acesso do servidor.
        </li>
        <li>
          <strong>Localização, só se você pedir:</strong> quando você toca em “Perto de mim” ou abre
          o atendimento e permite no navegador. A posição é usada no seu próprio aparelho para achar
          as lojas mais próximas: não é enviada para nós nem guardada.
        </li>
        <li>
          <strong>Notificações, só se você ativar:</strong> o endereço de notificações do seu
          navegador e as chaves que cifram a mensagem, ligados ao pedido que você quer acompanhar.
        </li>
        <li>
          <strong>Relatos de erro:</strong> se uma página falhar, ela envia a mensagem do erro, o
          endereço da página e o navegador, para a equipe corrigir.
        </li>
        <li>
          <strong>No seu navegador, não no nosso servidor:</strong> o carrinho, a loja escolhida, os
          pedidos feitos neste aparelho (em “Meus pedidos”) e, se você marcar “Lembrar meus dados
          neste aparelho”, nome, telefone e endereço para o próximo pedido. Limpar os dados do site
          no navegador apaga tudo isso.
        </li>
      </ul>
      <p>
        Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros, e não
        vendemos dados pessoais.
      </p>

      <h2 id="finalidades">Para que usamos e com que base legal</h2>
      <ul>
        <li>
          <strong>
            Preparar, entregar ou separar para retirada, cobrar e avisar sobre o seu pedido
          </strong>{" "}
          — execução de contrato (LGPD, art. 7º, V).
        </li>
        <li>
          <strong>Emitir a nota fiscal e guardar os registros de venda</strong> — cumprimento de
          obrigação legal (art. 7º, II).
        </li>
        <li>
          <strong>Guardar os registros de acesso (IP, data e hora)</strong> — obrigação legal do
          Marco Civil da Internet (Lei 12.965/2014, art. 15).
        </li>
        <li>
          <strong>Limitar abusos e fraudes e corrigir erros da loja</strong> — legítimo interesse
          (art. 7º, IX), usando só o necessário.
        </li>
        <li>
          <strong>Localização e notificações</strong> — consentimento (art. 7º, I), que você dá no
          navegador e pode revogar quando quiser nas permissões do site.
        </li>
        <li>
          <strong>Responder a reclamações e processos</strong> — exercício regular de direitos (art.
          7º, VI).
        </li>
      </ul>

      <h2 id="compartilhamento">Com quem compartilhamos</h2>
      <ul>
        <li>
          <strong>A loja que você escolheu:</strong> a equipe dela vê o pedido (nome, telefone,
          endereço, itens e pagamento) para prepará-lo e entregá-lo. As outras lojas não veem.
        </li>
        <li>
          <strong>Pagamento:</strong> o Pix vai direto para a chave da loja, entre o seu banco e o
          dela; não recebemos dados da sua conta. O cartão é passado na maquininha, na entrega ou na
          retirada; a loja online não recebe dados de cartão.
        </li>
        <li>
          <strong>WhatsApp:</strong> se você enviar o pedido pelo WhatsApp, a mensagem sai do seu
          aplicativo e segue as regras do WhatsApp.
        </li>
        <li>
          <strong>Serviço de notificações do seu navegador</strong> (do Google, da Mozilla ou da
          Apple, às vezes fora do Brasil): recebe as notificações já cifradas e não consegue lê-las
          (art. 33).
        </li>
        <li>
          <strong>Hospedagem e banco de dados:</strong> empresas que operam a loja por nossa conta,
          sob contrato e só com as nossas instruções (operadores, art. 39).
        </li>
        <li>
          <strong>Autoridades:</strong> quando a lei ou uma ordem judicial exigir.
        </li>
      </ul>

      <h2 id="retencao">Por quanto tempo guardamos</h2>
      <ul>
        <li>
          <strong>Pedidos</strong> (com nome, telefone, endereço e CPF): 5 anos depois da compra, o
          prazo das reclamações do Código de Defesa do Consumidor (art. 27) e da fiscalização
          tributária. Depois, apagamos ou anonimizamos.
        </li>
        <li>
          <strong>Contadores de limite por IP ou telefone:</strong> apagados até um dia depois do
          fim da contagem (que dura de minutos a horas).
        </li>
        <li>
          <strong>Registros de acesso:</strong> 6 meses (Marco Civil da Internet, art. 15).
        </li>
        <li>
          <strong>Inscrição de notificações:</strong> enquanto o pedido estiver guardado, até você
          desativar ou até o seu navegador cancelá-la.
        </li>
        <li>
          <strong>Dados no seu navegador:</strong> até você apagá-los.
        </li>
      </ul>

      <h2 id="direitos">Seus direitos como titular</h2>
      <p>A LGPD (art. 18) garante a você, a qualquer momento e sem custo:</p>
      <ul>
        <li>confirmação de que tratamos dados seus;</li>
        <li>acesso aos seus dados;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>
          anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em
          desconformidade com a lei;
        </li>
        <li>portabilidade dos dados a outro fornecedor;</li>
        <li>eliminação dos dados tratados com o seu consentimento;</li>
        <li>informação sobre com quem compartilhamos seus dados;</li>
        <li>
          informação sobre a possibilidade de não consentir, e o que acontece se não consentir;
        </li>
        <li>revogação do consentimento;</li>
        <li>revisão de decisões tomadas só por meios automatizados (art. 20);</li>
        <li>reclamar à ANPD, em gov.br/anpd.</li>
      </ul>
      <p>
        Alguns dados precisam ser guardados mesmo se você pedir a eliminação, quando a lei exige
        (como os registros de venda); nesse caso, dizemos qual e por quê.
      </p>

      <h2 id="como-pedir">Como pedir</h2>
      <p>
        Escreva para o encarregado
        {dpo && (
          <>
            {" "}
            em <a href={`mailto:${dpo.dpoEmail}`}>{dpo.dpoEmail}</a>
          </>
        )}{" "}
        dizendo o que você quer, com o seu nome e o telefone usado nos pedidos (e, se tiver, o
        número do pedido). Para proteger você, podemos pedir que confirme que o telefone é seu.
      </p>
      <p>
        Confirmamos se tratamos seus dados e damos acesso a eles na hora, de forma simplificada, ou
        por uma declaração completa em até 15 dias (art. 19). Os demais pedidos também são
        respondidos em até 15 dias.
      </p>

      <h2 id="seguranca">Segurança</h2>
      <p>
        A loja usa conexão cifrada, cada pedido só é visto com o seu código de acesso, e a equipe de
        cada loja só vê os pedidos da própria loja. Se acontecer um incidente que possa causar risco
        ou dano relevante a você, avisamos você e a ANPD (art. 48).
      </p>

      <h2 id="mudancas">Mudanças nesta política</h2>
      <p>
        Quando esta política mudar, a data no alto da página muda junto. Veja também os{" "}
        <a href="/termos">Termos de compra</a>.
      </p>
    </LegalDocument>
  );
}

export const head: PageHeadFn = () => ({
  title: pageTitle("Política de privacidade"),
  description:
    "Como a Frosty usa seus dados pessoais nos pedidos online: o que coletamos, para quê, com quem compartilhamos, por quanto tempo guardamos e como exercer seus direitos da LGPD.",
});
