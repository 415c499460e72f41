import { GAUGE_SCALE_MARKS, gaugeStage, goalPercent } from "#shared/gauge.ts";
import { formatBRL } from "#shared/money.ts";

const CX = 120;
const CY = 120;
const R = 96;

/** A point on the half circle: 0 % on the left, 100 % on the right. */
function point(percent: number, radius: number) {
  const angle = Math.PI * (1 - percent / 100);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
}

function arc(from: number, to: number) {
  const a = point(from, R);
  const b = point(to, R);
  return `M ${a.x} ${a.y} A ${R} ${R} 0 0 1 ${b.x} ${b.y}`;
}

const BANDS = [
  { from: 0, to: 25, color: "#60a5fa" },
  { from: 25, to: 60, color: "#22d3ee" },
  { from: 60, to: 90, color: "#f59e0b" },
  { from: 90, to: 100, color: "#e11d48" },
];

interface PicoletometroProps {
  /** The month's name: "Este mês: 01/11 – 30/11". */
  periodLabel: string;
  salesCents: number;
  goalCents: number;
  quantity: number;
  goalQuantity: number;
}

/** The month's sales against the goal, as a thermometer-like gauge with its stage. */
export function Picoletometro({
  periodLabel,
  salesCents,
  goalCents,
  quantity,
  goalQuantity,
}: PicoletometroProps) {
  const percent = goalPercent(salesCents, goalCents);
  const stage = gaugeStage(percent);
  const needle = point(percent, R - 18);
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="gauge-heading">
      <h2 id="gauge-heading" className="font-bold text-lg">
        Picoletômetro
      </h2>
      <p className="text-muted text-sm">Meta de vendas do mês · {periodLabel}</p>
      <svg
        viewBox="0 0 240 140"
        className="mx-auto mt-2 w-full max-w-xs"
        role="img"
        aria-label={`${Math.round(percent)}% da meta: ${stage}`}
      >
        {BANDS.map((band) => (
          <path
            key={band.from}
            d={arc(band.from, band.to)}
            stroke={band.color}
            strokeWidth="18"
            fill="none"
          />
        ))}
        {GAUGE_SCALE_MARKS.map((mark) => {
          const p = point(mark, R + 16);
          return (
            <text key={mark} x={p.x} y={p.y} fontSize="9" textAnchor="middle" fill="#5b5563">
              {mark}
            </text>
          );
        })}
        <line
          x1={CX}
          y1={CY}
          x2={needle.x}
          y2={needle.y}
          stroke="#1f1a24"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx={CX} cy={CY} r="7" fill="#1f1a24" />
      </svg>
      <p className="text-center font-extrabold text-3xl" data-testid="gauge-percent">
        {Math.round(percent)}%
      </p>
      <p className="text-center font-bold text-brand-700 text-lg" data-testid="gauge-stage">
        {stage}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Vendas no mês</dt>
          <dd className="font-bold">
            {formatBRL(salesCents)}{" "}
            <span className="font-normal text-muted">de {formatBRL(goalCents)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Picolés no mês</dt>
          <dd className="font-bold">
            {quantity.toLocaleString("pt-BR")}{" "}
            <span className="font-normal text-muted">
              de {goalQuantity.toLocaleString("pt-BR")}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
