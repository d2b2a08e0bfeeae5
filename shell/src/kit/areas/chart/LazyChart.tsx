import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ApexOptions } from 'apexcharts';
import { Spinner, VisuallyHidden, whenIdle } from '@housesit/shell/kit';

// apexcharts is large: it is fetched in its own chunk the first time a chart is shown, so it
// never weighs on the first load of a screen.
type ApexChartComponent = (typeof import('react-apexcharts'))['default'];
let loadedChart: ApexChartComponent | null = null;
const loadChart = () =>
  import('react-apexcharts').then((module) => {
    loadedChart = module.default;
    return module;
  });
const LazyApexChart = lazy(loadChart);

/**
 * Fetches the chart library in idle time. A screen that draws a chart calls it when its module
 * is evaluated (the shell prefetches screens after sign-in), so the chart is drawn at once on the
 * first visit; areas without charts never call it and never download apexcharts. Once loaded,
 * LazyChart renders it directly instead of suspending again on each visit. A prefetch that fails
 * (a sitter who has lost signal, say) is dropped: the chart fetches the library again when it is
 * shown, and says so there if that fails too.
 */
export function prefetchChart(): void {
  if (typeof window === 'undefined' || loadedChart) return;
  whenIdle(() => void loadChart().catch(() => undefined));
}

export interface ChartPoint {
  label: string;
  value: number;
}

export interface LazyChartProps {
  type: 'line' | 'bar';
  /** Accessible name of the figure and caption of its data table. */
  title: string;
  seriesName: string;
  points: readonly ChartPoint[];
  formatValue: (value: number) => string;
  height?: number;
  /** The series colour; ApexCharts' own palette when not given. */
  color?: string;
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  min-height: 240px;
`;

/**
 * A chart drawn by ApexCharts, with the same figures in a visually hidden table: the SVG says
 * nothing to a screen reader.
 */
export function LazyChart({ type, title, seriesName, points, formatValue, height = 280, color }: LazyChartProps) {
  const options: ApexOptions = {
    chart: { id: title, toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit' },
    ...(color ? { colors: [color] } : {}),
    xaxis: { categories: points.map((p) => p.label) },
    yaxis: { labels: { formatter: formatValue } },
    tooltip: { y: { formatter: formatValue } },
    dataLabels: { enabled: false },
    stroke: type === 'line' ? { curve: 'smooth', width: 3 } : { width: 0 },
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
  };
  const series = [{ name: seriesName, data: points.map((p) => p.value) }];
  const ApexChart = loadedChart ?? LazyApexChart;
  return (
    <Figure aria-label={title}>
      <Suspense fallback={<Spinner label="Loading chart..." />}>
        <div aria-hidden="true">
          <ApexChart type={type} height={height} width="100%" options={options} series={series} />
        </div>
      </Suspense>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">{seriesName}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
