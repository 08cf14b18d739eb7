// A trend in a few tiny bars (drawn here, not with recharts: dozens of them on one page, and each is
// six to twelve bars). Decorative: whoever shows one also says its figures in words.
export function MiniBars({
  values,
  min = 0,
  max,
  className = '',
}: {
  values: readonly (number | null)[];
  /** The value of an empty bar (mood, −2 to +2, starts at −2). */
  min?: number;
  /** The value of a full bar; the largest value when left out. */
  max?: number;
  className?: string;
}) {
  const top = max ?? Math.max(min + 1, ...values.map((value) => value ?? min));
  const width = 6;
  const gap = 3;
  const height = 24;
  return (
    <svg
      className={`mini-bars ${className}`}
      width={values.length * (width + gap) - gap}
      height={height}
      viewBox={`0 0 ${values.length * (width + gap) - gap} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {values.map((value, index) => {
        const share = value == null ? 0 : Math.max(0, Math.min(1, (value - min) / (top - min)));
        // A missing value leaves a dot, an empty bar a hairline, so the baseline is always visible.
        const barHeight = value == null ? 0 : Math.max(2, Math.round(share * height));
        return (
          <rect
            key={index}
            className={value == null ? 'mini-bars__none' : 'mini-bars__bar'}
            x={index * (width + gap)}
            y={height - (value == null ? 2 : barHeight)}
            width={width}
            height={value == null ? 2 : barHeight}
            rx={1.5}
          />
        );
      })}
    </svg>
  );
}
