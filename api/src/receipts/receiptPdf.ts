/**
 * A receipt as a PDF, made with pdfkit's built-in Helvetica (no font files to ship). A4-friendly
 * US Letter; one page fits a booking of any size the booking rules allow.
 */
import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptLine } from './receipt.js';

const MARGIN = 56;
const INK = '#111827';
const MUTED = '#4b5563';

export function receiptPdf(receipt: Receipt, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${receipt.business.name} receipt ${receipt.number}`, Author: receipt.business.name, CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(receipt.business.name);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(receipt.business.website).text(receipt.business.email).text(receipt.business.phone);
  doc.moveDown(1.5);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(`Receipt ${receipt.number}`);
  doc.font('Helvetica').fontSize(11).moveDown(0.5);
  doc.text(`Paid on ${receipt.paidOn}`);
  doc.text(`Billed to ${receipt.customer.name} (${receipt.customer.email})`);
  doc.text(`Property: ${receipt.address}`);
  if (receipt.visitDays.length) doc.text(`Visit days: ${receipt.visitDays.join('; ')}`);
  doc.moveDown(1);

  const row = (line: ReceiptLine, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(line.label, MARGIN, y, { width: width - 120 });
    const afterLabel = doc.y;
    doc.text(line.amount, MARGIN + width - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(afterLabel, doc.y);
    doc.x = MARGIN;
  };
  const rule = () => {
    doc
      .moveDown(0.3)
      .strokeColor('#d1d5db')
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .stroke()
      .moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(12).text(receipt.description).moveDown(0.3);
  rule();
  for (const line of receipt.lines) row(line);
  rule();
  row({ label: 'Total paid', amount: receipt.total }, true);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Paid by ${receipt.method} · Transaction ${receipt.transactionId}`);
  doc.fillColor(INK);
  if (receipt.refunds.length) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Refunds').moveDown(0.3);
    rule();
    for (const refund of receipt.refunds) row({ label: `${refund.on}: ${refund.label}`, amount: refund.amount });
    rule();
    row({ label: 'Net paid', amount: receipt.net }, true);
  }
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Questions about this receipt? Write to ${receipt.business.email} and quote ${receipt.number}.`);
  doc.end();
  return done;
}
