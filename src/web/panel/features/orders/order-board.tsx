import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useState } from "react";
import {
  type AdminOrderList,
  type AdminOrderSummary,
  BOARD_STATUSES,
  type BoardStatus,
  isBoardStatus,
} from "#shared/admin-orders.ts";
import { formatShortNumber, ORDER_STATUS_LABELS } from "#shared/order-terms.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { OrderCard } from "./order-card.tsx";
import {
  KitchenColumn,
  LateCount,
  OrderColumn,
  OrderColumnList,
  useLateCount,
} from "./order-column.tsx";
import { useMoveOrder } from "./order-mover.tsx";
import { useMediaQuery } from "./use-media-query.ts";

/**
 * Columns side by side need about this much room (a tablet held sideways, 1024 px): below it a
 * phone-style tab bar is used.
 */
const WIDE_BOARD = "(min-width: 1024px)";

/** The kitchen's columns, side by side at the top (after "Aguardando pagamento" when it holds orders). */
const KITCHEN_STATUSES = ["pending", "preparing", "ready"] as const satisfies BoardStatus[];
const WORKING_COLUMNS = ["awaiting_payment", ...KITCHEN_STATUSES] as const;
/** What has left the counter, in a row below: on its way, handed over, cancelled. */
const GONE_STATUSES = ["out_for_delivery", "delivered", "cancelled"] as const;
/** Modo cozinha's fixed columns: always these, always there, even empty. */
export const KITCHEN_COLUMNS = [...KITCHEN_STATUSES, "out_for_delivery"] as const;

/**
 * "Aguardando pagamento" is shown while it holds orders (or is the phone's open tab): a store
 * that takes no Pix keeps the kitchen's three columns, and an unpaid Pix is not work yet.
 */
const shownStatuses = (
  statuses: readonly BoardStatus[],
  totals: Record<BoardStatus, number>,
  open?: BoardStatus,
) =>
  statuses.filter(
    (status) => status !== "awaiting_payment" || totals[status] > 0 || status === open,
  );

const isStatus = (value: unknown): value is BoardStatus =>
  (BOARD_STATUSES as readonly unknown[]).includes(value);

/** "#042", as the card says it (the drag carries the card's order). */
const spoken = (active: { id: string | number; data: { current?: Record<string, unknown> } }) => {
  const order = active.data.current?.order as AdminOrderSummary | undefined;
  return order ? formatShortNumber(order.shortNumber) : String(active.id);
};

/** dnd-kit's own announcements are English: the pointer drag, said in Portuguese. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Pegou o pedido ${spoken(active)}.`,
  onDragOver: ({ active, over }) =>
    over && isStatus(over.id)
      ? `Pedido ${spoken(active)} sobre a coluna ${ORDER_STATUS_LABELS[over.id]}.`
      : `Pedido ${spoken(active)} fora das colunas.`,
  onDragEnd: ({ active, over }) =>
    over && isStatus(over.id)
      ? `Pedido ${spoken(active)} solto na coluna ${ORDER_STATUS_LABELS[over.id]}.`
      : `Pedido ${spoken(active)} solto fora das colunas.`,
  onDragCancel: ({ active }) => `Movimento do pedido ${spoken(active)} cancelado.`,
};

function byStatus(list: AdminOrderList) {
  const groups = Object.fromEntries(
    BOARD_STATUSES.map((status) => [status, [] as AdminOrderSummary[]]),
  ) as Record<BoardStatus, AdminOrderSummary[]>;
  // An encomenda still waiting for its slot is never on the board (the API leaves it out).
  for (const order of list.orders)
    if (isBoardStatus(order.status)) groups[order.status].push(order);
  return groups;
}

/**
 * How many orders a column holds. While every one fits on screen the cards are counted, so a
 * card this screen just moved counts in its new column before the server answers.
 */
function columnTotal(list: AdminOrderList, status: BoardStatus, shown: number): number {
  return list.counts[status] <= list.limitPerStatus ? shown : list.counts[status];
}

interface BoardProps {
  groups: Record<BoardStatus, AdminOrderSummary[]>;
  totals: Record<BoardStatus, number>;
  onOpen(id: string): void;
  showStore: boolean;
  kitchen: boolean;
}

/**
 * The queue by status. Wide screens (a tablet on its side, a desktop) show the kitchen's three
 * columns side by side (after "Aguardando pagamento" while Pix orders await their money), out
 * for delivery, delivered and cancelled below them, and let cards be dragged between them;
 * phones show one status at a time under a tab bar with each column's count. Modo cozinha
 * (`kitchen`) shows its four fixed columns, each scrolling on its own, and nothing is dragged.
 */
export function OrderBoard({
  list,
  onOpen,
  showStore,
  kitchen = false,
}: {
  list: AdminOrderList;
  onOpen(id: string): void;
  showStore: boolean;
  kitchen?: boolean;
}) {
  const wide = useMediaQuery(WIDE_BOARD);
  const groups = byStatus(list);
  const totals = Object.fromEntries(
    BOARD_STATUSES.map((status) => [status, columnTotal(list, status, groups[status].length)]),
  ) as Record<BoardStatus, number>;
  const Board = !wide ? PhoneBoard : kitchen ? KitchenBoard : WideBoard;
  return (
    <Board
      groups={groups}
      totals={totals}
      onOpen={onOpen}
      showStore={showStore}
      kitchen={kitchen}
    />
  );
}

/**
 * Modo cozinha's four columns. A Pix order awaiting its money waits at the foot of Pendente
 * (where it goes once paid): no column comes and goes with it.
 */
function KitchenBoard({ groups, totals, onOpen, showStore }: BoardProps) {
  const inColumn = (status: BoardStatus) =>
    status === "pending"
      ? {
          orders: [...groups.pending, ...groups.awaiting_payment],
          total: totals.pending + totals.awaiting_payment,
        }
      : { orders: groups[status], total: totals[status] };
  return (
    <div className="grid min-h-0 flex-1 grid-cols-4 gap-1.5" data-testid="kitchen-board">
      {KITCHEN_COLUMNS.map((status) => (
        <KitchenColumn
          key={status}
          status={status}
          {...inColumn(status)}
          onOpen={onOpen}
          showStore={showStore}
        />
      ))}
    </div>
  );
}

function WideBoard({ groups, totals, onOpen, showStore }: BoardProps) {
  const move = useMoveOrder();
  const [dragged, setDragged] = useState<AdminOrderSummary | null>(null);
  // A click on a card's button or menu must stay a click: dragging starts after 6 px.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const working = shownStatuses(WORKING_COLUMNS, totals);

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current?.order as AdminOrderSummary | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const order = active.data.current?.order as AdminOrderSummary | undefined;
    if (order && over && isStatus(over.id) && over.id !== order.status) move(order, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements }}
    >
      <div className="flex flex-col gap-3">
        <div
          className={cn(
            "grid items-start gap-3",
            working.length > 3 ? "grid-cols-[repeat(4,minmax(0,1fr))]" : "grid-cols-3",
          )}
        >
          {working.map((status) => (
            <OrderColumn
              key={status}
              status={status}
              orders={groups[status]}
              total={totals[status]}
              onOpen={onOpen}
              showStore={showStore}
            />
          ))}
        </div>
        <div className="grid grid-cols-3 items-start gap-3">
          {GONE_STATUSES.map((status) => (
            <OrderColumn
              key={status}
              status={status}
              orders={groups[status]}
              total={totals[status]}
              onOpen={onOpen}
              showStore={showStore}
              className="max-h-[36rem] overflow-y-auto"
            />
          ))}
        </div>
      </div>
      <DragOverlay>
        {dragged && (
          <OrderCard
            order={dragged}
            onOpen={onOpen}
            showStore={showStore}
            className="rotate-2 shadow-xl!"
          />
        )}
      </DragOverlay>
    </DndContext>
  );
}

function PhoneBoard({ groups, totals, onOpen, showStore, kitchen }: BoardProps) {
  const [status, setStatus] = useState<BoardStatus>("pending");
  const late = useLateCount(groups.pending);
  const shown = kitchen ? KITCHEN_COLUMNS : shownStatuses(BOARD_STATUSES, totals, status);
  return (
    <Tabs value={status} onValueChange={(value) => isStatus(value) && setStatus(value)}>
      <TabsList
        aria-label="Status dos pedidos"
        className="-mx-4 flex! w-[calc(100%+2rem)] overflow-x-auto rounded-none! bg-transparent! px-4 pb-2 shadow-none!"
      >
        {shown.map((option) => (
          <TabsTrigger
            key={option}
            value={option}
            className="shrink-0 border border-brand-200 bg-white data-[state=active]:border-brand-600"
          >
            {ORDER_STATUS_LABELS[option]}
            <span className="ml-1.5 rounded-full bg-ink/10 px-1.5 text-xs leading-5">
              {totals[option]}
            </span>
            {option === "pending" && (
              <span className="ml-1.5">
                <LateCount count={late} />
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map((option) => (
        <TabsContent key={option} value={option} className="mt-2">
          <OrderColumnList
            status={option}
            orders={groups[option]}
            total={totals[option]}
            onOpen={onOpen}
            showStore={showStore}
            kitchen={kitchen}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
