import type { Block, DocumentModel } from './model';

/** Text into HTML: every value a document prints goes through here. */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Escaped, with line breaks kept (the hotel's texts and rules are written in lines). */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const FONT = "font-family:'DejaVu Sans',Arial,Helvetica,sans-serif";
const CELL = 'border:1px solid #cbd5e0;padding:4px 8px;';

const block = (b: Block): string => {
  switch (b.kind) {
    case 'title':
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:16px 0 8px"><tr><td style="font-size:18px;font-weight:bold;text-transform:uppercase;letter-spacing:0.5px">${escapeHtml(b.text)}</td>${
        b.number === null
          ? ''
          : `<td style="text-align:right;font-weight:bold;white-space:nowrap">№ ${escapeHtml(String(b.number))}</td>`
      }</tr></table>`;
    case 'paragraph':
      return `<p style="margin:0 0 12px">${lines(b.text)}</p>`;
    case 'heading':
      return `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(b.text)}</h3>`;
    case 'meta':
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 8px;font-size:12px"><tr><td>${escapeHtml(b.left)}</td><td style="text-align:right">${escapeHtml(b.right)}</td></tr></table>`;
    case 'table':
      return `<table data-table="${escapeHtml(b.id)}" width="100%" style="border-collapse:collapse;margin:0 0 12px;font-size:13px"><thead><tr>${b.columns
        .map(
          (c) =>
            `<th style="${CELL}background:#edf2f7;text-align:${c.end ? 'right' : 'left'}">${escapeHtml(c.label)}</th>`,
        )
        .join('')}</tr></thead><tbody>${b.rows
        .map(
          (row) =>
            `<tr>${row
              .map(
                (cell, i) =>
                  `<td style="${CELL}text-align:${b.columns[i]?.end ? 'right' : 'left'}">${escapeHtml(cell)}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('')}</tbody></table>`;
    case 'totals':
      return `<table data-table="totals" role="presentation" style="border-collapse:collapse;margin:0 0 12px auto;min-width:240px">${b.rows
        .map(
          (r) =>
            `<tr style="${r.strong ? 'font-weight:bold' : ''}"><td style="padding:2px 24px 2px 0">${escapeHtml(r.label)}</td><td style="padding:2px 0;text-align:right;white-space:nowrap">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'rule':
      return `<p style="margin:0 0 8px"><strong>${escapeHtml(b.title)}</strong><br>${lines(b.description)}</p>`;
    case 'signatures':
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:32px 0 0"><tr>${b.labels
        .map(
          (label) =>
            `<td style="padding-right:32px;vertical-align:bottom"><div style="border-bottom:1px solid #000;height:28px"></div><div style="font-size:11px;margin-top:4px">${escapeHtml(label)}</div></td>`,
        )
        .join('')}${
        b.date === null
          ? ''
          : `<td style="text-align:right;vertical-align:bottom;white-space:nowrap">${escapeHtml(b.date)}</td>`
      }</tr></table>`;
  }
};

/** The document as an HTML e-mail: one table-based column, inline styles only. */
/**
 * The e-mail's HTML. `logoCid`: the hotel's logo is sent inline with the mail under this
 * content id, and shown in place of the hotel's name (as the printout does).
 */
export const documentHtml = (
  model: DocumentModel,
  { logoCid }: { logoCid?: string } = {},
): string => {
  const { letterhead } = model;
  const heading = logoCid
    ? `<img src="cid:${escapeHtml(logoCid)}" alt="${escapeHtml(letterhead.name)}" style="display:block;max-height:64px;max-width:240px">`
    : `<div style="font-size:22px;font-weight:bold">${escapeHtml(letterhead.name)}</div>`;
  const width = model.paper === 'A5' ? 560 : 760;
  return `<!DOCTYPE html>
<html lang="${model.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(model.title)}</title></head>
<body style="margin:0;padding:16px;background:#f4f5f7;${FONT};color:#000;font-size:14px;line-height:1.45">
<div style="max-width:${width}px;margin:0 auto;background:#fff;padding:24px;border:1px solid #e2e8f0">
<table role="presentation" width="100%" style="border-collapse:collapse;border-bottom:2px solid #000;margin-bottom:8px"><tr>
<td style="vertical-align:top;padding-bottom:12px">${heading}<div style="font-size:11px;color:#4a5568">${escapeHtml(letterhead.registerLine)}</div></td>
<td style="vertical-align:top;text-align:right;font-size:11px;color:#2d3748;padding-bottom:12px">${letterhead.contact.map(escapeHtml).join('<br>')}</td>
</tr></table>
${model.blocks.map(block).join('\n')}
</div></body></html>`;
};

/** The plain-text alternative: the same blocks, one line each. */
export const documentText = (model: DocumentModel): string => {
  const out: string[] = [
    model.letterhead.name,
    model.letterhead.registerLine,
    ...model.letterhead.contact,
    '',
  ];
  for (const b of model.blocks) {
    switch (b.kind) {
      case 'title':
        out.push(b.number === null ? b.text : `${b.text} № ${b.number}`, '');
        break;
      case 'paragraph':
      case 'heading':
        out.push(b.text, '');
        break;
      case 'meta':
        out.push(`${b.left}  ${b.right}`, '');
        break;
      case 'table':
        out.push(b.columns.map((c) => c.label).join(' | '));
        for (const row of b.rows) out.push(row.join(' | '));
        out.push('');
        break;
      case 'totals':
        for (const r of b.rows) out.push(`${r.label}: ${r.value}`);
        out.push('');
        break;
      case 'rule':
        out.push(b.title, b.description, '');
        break;
      case 'signatures':
        out.push(...b.labels.map((l) => `${l}: ____________`), ...(b.date ? [b.date] : []));
        break;
    }
  }
  return out.join('\n');
};
