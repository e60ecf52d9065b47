import styles from './HoursChart.module.css';

export interface ChartBar {
  /** Axis label (the month, MM). */
  label: string;
  value: number;
}

/**
 * Monthly flight hours as plain SVG bars (a chart library would cost more than this whole screen):
 * an optional limit line, bars near or over it coloured, and the value over each bar.
 */
export function HoursChart({
  bars,
  limit,
  limitLabel,
  label,
}: {
  bars: ChartBar[];
  limit?: number;
  limitLabel?: string;
  label: string;
}) {
  const width = 340;
  const height = 180;
  const top = 22;
  const bottom = 22;
  const left = 6;
  const max = Math.max(limit ?? 0, ...bars.map((b) => b.value), 1) * 1.08;
  const plot = height - top - bottom;
  const y = (value: number) => top + plot - (value / max) * plot;
  const slot = (width - left * 2) / Math.max(1, bars.length);
  const barWidth = slot * 0.62;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {bars.map((bar, i) => {
        const x = left + slot * i + (slot - barWidth) / 2;
        const share = limit ? bar.value / limit : 0;
        const tone = share >= 1 ? styles.over : share >= 0.8 ? styles.near : styles.bar;
        return (
          <g key={`${bar.label}-${i}`}>
            <rect
              className={tone}
              x={x}
              y={y(bar.value)}
              width={barWidth}
              height={Math.max(0, top + plot - y(bar.value))}
              rx={2}
            />
            <text className={styles.value} x={x + barWidth / 2} y={y(bar.value) - 3} textAnchor="middle">
              {Math.round(bar.value)}
            </text>
            <text className={styles.axis} x={x + barWidth / 2} y={height - 6} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
      {limit !== undefined && (
        <g>
          <line className={styles.limit} x1={left} x2={width - left} y1={y(limit)} y2={y(limit)} />
          <text className={styles.limitText} x={width - left} y={y(limit) - 4} textAnchor="end">
            {limitLabel}
          </text>
        </g>
      )}
    </svg>
  );
}
