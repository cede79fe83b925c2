/** The reading side's heavier answers: the dashboard, the sales report, the activity log, a PDF. */
import { activityLogOptions, runActivityLogBench } from './activity-log';
import { dashboardOptions, type DashboardResult, runDashboardBench } from './dashboard';
import { documentPdfOptions, runDocumentPdfBench } from './document-pdf';
import { attempt, quick, skipped, type StageReport, verdict } from './harness';
import { runSalesReportBench, salesReportOptions } from './sales-report';
import { formatNumber, progress, round } from './support';

/** Runs the report workloads and reports them. */
export const runReportsStage = async (): Promise<StageReport> => {
  const rows: string[][] = [];
  // The home dashboard (docs/dashboard.md): target dashboardMs <= 20.
  progress('dashboard: GET /api/dashboard');
  const dashboardConfig = dashboardOptions(quick);
  const dashboard: DashboardResult | undefined = await attempt('dashboard', () =>
    runDashboardBench(dashboardConfig),
  );
  rows.push([
    'dashboardMs',
    formatNumber(dashboard?.dashboardMs ?? Number.NaN, 1),
    '<= 20',
    verdict((dashboard?.dashboardMs ?? Infinity) <= 20, dashboard !== undefined),
    dashboard
      ? `median of ${dashboard.queries} GET /api/dashboard?tab=todayStaying over HTTP, ${dashboardConfig.roomTypes * dashboardConfig.roomsPerType} rooms, ${formatNumber(dashboard.reservations)} reservations (half before the working date); ${dashboard.staying} staying listed, ${dashboard.arrivals} arrivals, ${dashboard.departures} departures, ${dashboard.cancellations} cancellations, ${formatNumber(dashboard.incomes)}₮ received, ${formatNumber(dashboard.bytes / 1024)} KB; p99 ${dashboard.p99Ms.toFixed(1)} ms; the arrivals tab ${dashboard.arrivalsTabMs.toFixed(1)} ms; computed in process ${dashboard.queryOnlyMs.toFixed(1)} ms; filled in ${dashboard.fillSeconds.toFixed(0)} s, projections caught up in ${dashboard.catchUpSeconds.toFixed(0)} s`
      : skipped,
  ]);

  // The sales report: a year against the previous year, three years of history (docs/report.md).
  progress('report: the sales report query');
  const salesReport = await attempt('salesReport', () =>
    runSalesReportBench(salesReportOptions(quick)),
  );
  rows.push([
    'salesReportYearMs',
    formatNumber(salesReport?.salesReportYearMs ?? Number.NaN, 1),
    '<= 50',
    verdict((salesReport?.salesReportYearMs ?? Infinity) <= 50, salesReport !== undefined),
    salesReport
      ? `median of ${salesReport.queries} GET /api/report/sales over HTTP (365 days vs the 365 before), ${formatNumber(salesReport.reservations)} reservations and payments, ${salesReport.audits} night audits, ${formatNumber(salesReport.dayDocuments)} day documents; p99 ${salesReport.p99Ms.toFixed(1)} ms; type=year ${salesReport.calendarYearMs.toFixed(1)} ms; filled in ${salesReport.fillSeconds.toFixed(0)} s, projections caught up in ${salesReport.catchUpSeconds.toFixed(0)} s`
      : skipped,
  ]);

  // The property-wide activity log (docs/activity.md): a filtered page with 500,000 commands.
  progress('activity: the activity log query');
  const activityLogConfig = activityLogOptions(quick);
  const activityLog = await attempt('activityLog', () => runActivityLogBench(activityLogConfig));
  rows.push([
    'activityLogQueryMs',
    formatNumber(activityLog?.activityLogQueryMs ?? Number.NaN, 1),
    '<= 30',
    verdict((activityLog?.activityLogQueryMs ?? Infinity) <= 30, activityLog !== undefined),
    activityLog
      ? `median of ${activityLog.samples} GET /api/activity over HTTP, ${formatNumber(activityLog.commands)} commands in the store (${formatNumber(activityLog.eventsAppended)} events); per query ${Object.entries(
          activityLog.byQuery,
        )
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(
            ', ',
          )} ms; p99 ${activityLog.p99Ms.toFixed(1)} ms; the first call ${activityLog.firstCallMs.toFixed(0)} ms; filled in ${activityLog.fillSeconds.toFixed(0)} s, projections caught up in ${activityLog.catchUpSeconds.toFixed(0)} s; load average ${activityLog.loadAverage.toFixed(1)}`
      : skipped,
  ]);

  // One group confirmation letter's PDF (issue 15): the layout and pdfkit with embedded fonts.
  progress('documents: a group letter as PDF');
  const documentPdfConfig = documentPdfOptions(quick);
  const documentPdf = await attempt('documentPdf', () => runDocumentPdfBench(documentPdfConfig));
  rows.push([
    'documentPdfMs',
    formatNumber(documentPdf?.documentPdfMs ?? Number.NaN, 1),
    '<= 300',
    verdict((documentPdf?.documentPdfMs ?? Infinity) <= 300, documentPdf !== undefined),
    documentPdf
      ? `median of ${documentPdf.runs} renders of a group's confirmation letter (${documentPdf.stays} stays, mn) from its data to PDF bytes, ${documentPdf.pages} page(s), ${formatNumber(documentPdf.bytes / 1024)} KB; min ${documentPdf.minMs.toFixed(1)} ms, max ${documentPdf.maxMs.toFixed(1)} ms`
      : skipped,
  ]);
  return {
    rows,
    summary: {
      dashboardMs: round(dashboard?.dashboardMs ?? 0, 1),
      salesReportYearMs: round(salesReport?.salesReportYearMs ?? 0, 1),
      activityLogQueryMs: round(activityLog?.activityLogQueryMs ?? 0, 1),
      documentPdfMs: round(documentPdf?.documentPdfMs ?? 0, 1),
    },
  };
};
