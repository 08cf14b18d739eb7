// Dreams per week or month as bars (recharts, loaded with the insights page only). Decorative for
// screen readers: the table beside it holds the same figures.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { m } from '#shared/i18n/paraglide/messages.js';

export default function InsightsBarChart({ rows }: { rows: readonly { label: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e7e2d9" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#57526a' }} minTickGap={16} tickLine={false} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#57526a' }} width={32} tickLine={false} />
        <Tooltip cursor={{ fill: '#eef0ff' }} />
        <Bar
          dataKey="count"
          name={m.insights_col_dreams()}
          fill="#4f46e5"
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
