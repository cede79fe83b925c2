import { lazy } from 'react';

/**
 * The report's charts as one lazy chunk (nivo, react-spring, d3: ~90 kB gzipped): the page's
 * figures, tabs and range draw without waiting for them; each chart card shows a placeholder of
 * the chart's size until they arrive (ChartCard's Suspense).
 */
const charts = () => import('./charts');

export const Bars = lazy(() => charts().then((m) => ({ default: m.Bars })));
export const Doughnut = lazy(() => charts().then((m) => ({ default: m.Doughnut })));
export const GroupedColumns = lazy(() => charts().then((m) => ({ default: m.GroupedColumns })));
export const StackedColumns = lazy(() => charts().then((m) => ({ default: m.StackedColumns })));
