import { format } from 'date-fns';
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDuration } from '../../../lib/duration';
import type { GraphPoint } from '../api/types';

interface Point {
  t: number;
  duration: number;
}

const toPoints = (points: GraphPoint[], passed: boolean): Point[] =>
  points.filter((p) => p.status === passed).map((p) => ({ t: new Date(p.time).getTime(), duration: p.duration ?? 0 }));

/** Health Overview: run durations over time, passing runs green and failing runs red. Loaded lazily (recharts). */
export default function HealthOverviewChart({ points, height = 180 }: { points: GraphPoint[]; height?: number }) {
  const spanMs = points.length > 1 ? new Date(points.at(-1)!.time).getTime() - new Date(points[0]!.time).getTime() : 0;
  const tickFormat = spanMs > 2 * 86_400_000 ? 'MMM d' : 'HH:mm';
  return (
    <div role="img" aria-label="Health Overview chart" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis
            dataKey="t"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => format(t, tickFormat)}
            fontSize={11}
          />
          <YAxis
            dataKey="duration"
            type="number"
            tickFormatter={(v: number) => formatDuration(v)}
            fontSize={11}
            width={48}
          />
          <Tooltip
            formatter={(v) => formatDuration(Number(v))}
            labelFormatter={(t) => format(Number(t), 'yyyy-MM-dd HH:mm:ss')}
          />
          <Scatter name="Passed" data={toPoints(points, true)} fill="#22c55e" isAnimationActive={false} />
          <Scatter name="Failed" data={toPoints(points, false)} fill="#ef4444" isAnimationActive={false} />
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  );
}
