import { setUpEachFile } from '@housesit/shell/kit/testing/setup';
import { vi } from 'vitest';

// ApexCharts draws SVG with layout APIs jsdom lacks: every file sees the one stand-in (the files
// share one page and one module cache, vitest.config.ts), and tests check the chart's data table.
vi.mock('react-apexcharts', () => ({ default: () => <div data-testid="apex-chart" /> }));

setUpEachFile();
