// The usage series as lines over time (recharts, loaded with the admin overview only). Decorative for
// screen readers: the table beside it holds the same figures.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { formatUsageDay } from './adminFormat.ts';

export interface UsagePoint {
  date: string;
  activeUsers: number;
  newDreams: number;
  aiInterpretations: number;
  userInterpretations: number;
}

const SERIES = [
  { key: 'activeUsers', label: m.admin_col_active_users, color: '#4f46e5' },
  { key: 'newDreams', label: m.admin_col_new_dreams, color: '#0d9488' },
  { key: 'aiInterpretations', label: m.admin_col_ai, color: '#a21caf' },
  { key: 'userInterpretations', label: m.admin_col_user_interpretations, color: '#2563eb' },
] as const;

export default function AdminUsageChart({ rows }: { rows: readonly UsagePoint[] }) {
  const data = rows.map((row) => ({ ...row, day: formatUsageDay(row.date) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e7e2d9" strokeDasharray="3 3" />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {SERIES.map((series) => (
          <Line
            key={series.key}
            type="monotone"
            dataKey={series.key}
            name={series.label()}
            stroke={series.color}
            strokeWidth={2}
            dot={rows.length < 2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
