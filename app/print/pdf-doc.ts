// The pdfkit document type, named once: @types/pdfkit declares it in a global namespace that is
// only visible once the module's types are loaded, which this import does.
import type PDFDocument from 'pdfkit';

export type PdfDoc = typeof PDFDocument;
